export const id = 13;
export const ids = [13,93];
export const modules = {

/***/ 42861:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  TA: () => (/* binding */ DockerignoreError),
  t7: () => (/* binding */ excluded),
  MT: () => (/* binding */ matchesPattern),
  yr: () => (/* binding */ parseDockerignore),
  D4: () => (/* binding */ patternsOf)
});

// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(76760);
;// CONCATENATED MODULE: ./src/context/pattern-automaton.ts
// A .dockerignore pattern's wildcards as patternmatcher runs them: a nondeterministic automaton over the
// path, every state at once in one pass. The pattern's plain characters are looked for first: a path that
// does not start and end as the pattern does, or lacks one of its runs of plain characters, cannot match, so
// a deep tree (paths thousands of characters long, each checked against every pattern and, for a file, each
// of its directories) costs a few comparisons per path, not a pass per character.
/** Whether the tokens match the whole path. */
function automatonMatches(tokens, path) {
    const literals = literalsOf(tokens);
    if (!path.startsWith(literals.start) || !path.endsWith(literals.end))
        return false;
    if (!literals.inside.every((run) => path.includes(run)))
        return false;
    return simulate(tokens, [...path]);
}
const LITERALS = new WeakMap();
/** What every match must hold: a character token consumes exactly its character, in order. */
function literalsOf(tokens) {
    const known = LITERALS.get(tokens);
    if (known)
        return known;
    const runs = [''];
    for (const token of tokens) {
        if (token.kind === 'char')
            runs[runs.length - 1] += token.char;
        else
            runs.push('');
    }
    const literals = {
        start: runs[0],
        end: runs.length > 1 ? runs[runs.length - 1] : '',
        inside: runs.filter((run) => run !== ''),
    };
    LITERALS.set(tokens, literals);
    return literals;
}
/** The tokens run as a nondeterministic automaton over the path: every state at once, one pass. */
function simulate(tokens, path) {
    const n = tokens.length;
    // state i: before token i; state n + 1 + i: inside the '.*' part of a 'dirs' token i
    let states = closure(tokens, new Set([0]));
    for (const char of path) {
        const next = new Set();
        for (const state of states) {
            if (state > n) {
                next.add(state);
                if (char === '/')
                    next.add(state - n - 1 + 1);
                continue;
            }
            const token = tokens[state];
            if (!token)
                continue;
            if (token.kind === 'rest')
                next.add(state);
            else if (token.kind === 'star' && char !== '/')
                next.add(state);
            else if (consumes(token, char))
                next.add(state + 1);
        }
        states = closure(tokens, next);
        if (states.size === 0)
            return false;
    }
    return states.has(n);
}
function closure(tokens, states) {
    const n = tokens.length;
    const stack = [...states];
    while (stack.length > 0) {
        const state = stack.pop();
        const token = state <= n ? tokens[state] : undefined;
        const more = token?.kind === 'star' || token?.kind === 'rest'
            ? [state + 1]
            : token?.kind === 'dirs'
                ? [state + 1, n + 1 + state]
                : [];
        for (const s of more) {
            if (!states.has(s)) {
                states.add(s);
                stack.push(s);
            }
        }
    }
    return states;
}
function consumes(token, char) {
    if (token.kind === 'char')
        return token.char === char;
    if (token.kind === 'one')
        return char !== '/';
    if (token.kind !== 'class')
        return false;
    const code = char.codePointAt(0);
    return token.ranges.some(([lo, hi]) => code >= lo && code <= hi) !== token.negated;
}

;// CONCATENATED MODULE: ./src/context/dockerignore.ts


// Docker's own .dockerignore rules, as BuildKit reads the file (its ignorefile: comments, trimming,
// a leading '/' dropped, paths cleaned) and as moby/patternmatcher matches: '*' and '?' never cross a
// '/', '[...]' classes, '\' escapes, '**' any number of directories, every other character literal
// ('+', '(', '|', '$' included), a pattern matching a file or any of its parent directories, and '!'
// exceptions in order. Matching simulates the pattern as an automaton over the path (no backtracking),
// so its time grows with the path's length times the pattern's, whatever the pattern.
/** A line Docker refuses: the file, its line number and the line are named. */
class DockerignoreError extends Error {
    name = 'DockerignoreError';
}
/** The patterns of a .dockerignore text, as BuildKit reads them; a line Docker refuses throws. */
function parseDockerignore(text, file) {
    const patterns = [];
    const lines = text.replace(/^\uFEFF/, '').split(/\r?\n/);
    for (const [index, line] of lines.entries()) {
        if (line.startsWith('#'))
            continue;
        let pattern = line.trim();
        if (pattern === '')
            continue;
        const exclusion = pattern.startsWith('!');
        if (exclusion)
            pattern = pattern.slice(1).trim();
        if (pattern !== '')
            pattern = clean(pattern).replace(/^\/(?=.)/, '');
        const problem = exclusion && pattern === '' ? 'an exception (!) names nothing' : syntaxProblem(pattern);
        if (problem)
            throw new DockerignoreError(`${file}, line ${index + 1} (${JSON.stringify(line)}): ${problem}; Docker refuses it too`);
        patterns.push(compile(pattern, exclusion));
    }
    return patterns;
}
/** Patterns from a list (the service clients' defaults, the deploy file's extra exclusions), as lines. */
function patternsOf(list, label) {
    return parseDockerignore(list.join('\n'), label);
}
/** Go's filepath.Clean, for '/' paths. */
function clean(path) {
    const normal = external_node_path_.posix.normalize(path);
    return normal.length > 1 && normal.endsWith('/') ? normal.slice(0, -1) : normal;
}
/** What Go's filepath.Match finds wrong with a pattern (an unterminated or malformed class, a lone '\'). */
function syntaxProblem(pattern) {
    const chars = [...pattern];
    for (let i = 0; i < chars.length; i++) {
        if (chars[i] === '\\') {
            if (++i >= chars.length)
                return "it ends in a lone '\\'";
        }
        else if (chars[i] === '[') {
            const end = classEnd(chars, i);
            if (typeof end === 'string')
                return end;
            i = end;
        }
    }
    return undefined;
}
/** The index of a class's closing ']', or what is wrong with the class; its ranges into `ranges`. */
function classEnd(chars, start, ranges = []) {
    let i = start + 1;
    if (chars[i] === '^')
        i++;
    for (let first = true;; first = false) {
        if (i >= chars.length)
            return "a '[' class is not closed with ']'";
        if (chars[i] === ']' && !first)
            return i;
        const lo = escaped(chars, i);
        if (typeof lo === 'string')
            return lo;
        let hi = lo;
        i = lo.next;
        if (chars[i] === '-') {
            const high = escaped(chars, i + 1);
            if (typeof high === 'string')
                return high;
            // Go's filepath.Match takes it, but the regular expression Docker makes of it does not compile
            if (high.code < lo.code)
                return "a '[' class has a range whose ends are reversed";
            hi = high;
            i = high.next;
        }
        ranges.push([lo.code, hi.code]);
    }
}
function escaped(chars, at) {
    let i = at;
    if (chars[i] === '-' || chars[i] === ']' || i >= chars.length)
        return "a '[' class has a misplaced '-' or ']'";
    if (chars[i] === '\\' && ++i >= chars.length)
        return "a '[' class ends in a lone '\\'";
    return { code: chars[i].codePointAt(0), next: i + 1 };
}
/** The pattern as patternmatcher compiles it: a plain comparison where it can be, else an automaton. */
function compile(cleaned, exclusion) {
    const chars = [...cleaned];
    const tokens = [];
    let type = 'exact';
    for (let i = 0; i < chars.length; i++) {
        const c = chars[i];
        if (c === '*' && chars[i + 1] === '*') {
            const start = i === 0;
            i++;
            if (chars[i + 1] === '/')
                i++;
            if (i + 1 >= chars.length) {
                type = type === 'exact' ? 'prefix' : 'automaton';
                tokens.push({ kind: 'rest' });
            }
            else {
                tokens.push({ kind: 'dirs' });
                type = 'automaton';
            }
            if (start)
                type = 'suffix';
        }
        else if (c === '*') {
            tokens.push({ kind: 'star' });
            type = 'automaton';
        }
        else if (c === '?') {
            tokens.push({ kind: 'one' });
            type = 'automaton';
        }
        else if (c === '\\' && i + 1 < chars.length) {
            tokens.push({ kind: 'char', char: chars[++i] });
            type = 'automaton';
        }
        else if (c === '[') {
            const ranges = [];
            const end = classEnd(chars, i, ranges);
            tokens.push({ kind: 'class', negated: chars[i + 1] === '^', ranges });
            i = end;
            type = 'automaton';
        }
        else {
            tokens.push({ kind: 'char', char: c });
        }
    }
    return { exclusion, cleaned, type, tokens };
}
/** Whether one pattern matches the path itself (patternmatcher's Pattern.match). */
function matchesPattern(pattern, path) {
    const { cleaned } = pattern;
    if (pattern.type === 'exact')
        return path === cleaned;
    if (pattern.type === 'prefix')
        return path.startsWith(cleaned.slice(0, -2));
    if (pattern.type === 'suffix') {
        const suffix = cleaned.slice(2);
        return path.endsWith(suffix) || (suffix.startsWith('/') && path === suffix.slice(1));
    }
    return automatonMatches(pattern.tokens, path);
}
/**
 * Whether the path is excluded, given what its parent directory's check found (MatchesUsingParentResults):
 * a pattern a parent matched matches the path too; patterns apply in order, a '!' one taking back.
 */
function excluded(patterns, path, parent) {
    let matched = false;
    let dirs;
    const matches = patterns.map(() => false);
    for (const [i, pattern] of patterns.entries()) {
        let match = parent?.[i] ?? false;
        if (!match) {
            if (pattern.exclusion !== matched)
                continue;
            match = matchesPattern(pattern, path);
            if (!match && parent === undefined) {
                dirs ??= parentDirs(path);
                match = dirs.some((dir) => matchesPattern(pattern, dir));
            }
        }
        matches[i] = match;
        if (match)
            matched = !pattern.exclusion;
    }
    return { excluded: matched, matches };
}
function parentDirs(path) {
    const dirs = [];
    for (let at = path.indexOf('/'); at > 0; at = path.indexOf('/', at + 1))
        dirs.push(path.slice(0, at));
    return dirs;
}


/***/ }),

/***/ 8133:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   A: () => (/* binding */ WorkspaceGlobError),
/* harmony export */   h: () => (/* binding */ filesNamed)
/* harmony export */ });
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(51455);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs_promises__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(76760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var _workspace_files_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(37076);
/* harmony import */ var _dockerignore_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(42861);




// A glob of the workspace (an input's `evals/*.yaml`, `releases/*.json`), matched by Docker's rules (the
// same matcher as .dockerignore): walked from its plain directory part, never through a link to a folder,
// `.git` skipped, and bounded: a walk of more entries than `maxWalked` stops with an error, not a slow step.
/** Whether a line is a glob rather than a plain path. */
const GLOB = /[*?[]/;
/** A glob that is not one, or walks too far: the message names the input. */
class WorkspaceGlobError extends Error {
    name = 'WorkspaceGlobError';
}
/** The workspace's files (and links to files) a glob matches, as paths relative to the workspace. */
async function globWorkspace(glob, workspace, input, maxWalked = 20_000) {
    let pattern;
    try {
        ;
        [pattern] = (0,_dockerignore_js__WEBPACK_IMPORTED_MODULE_3__/* .patternsOf */ .D4)([glob], `input '${input}'`);
    }
    catch (error) {
        if (error instanceof _dockerignore_js__WEBPACK_IMPORTED_MODULE_3__/* .DockerignoreError */ .TA)
            throw new WorkspaceGlobError(`Input '${input}' is not valid: ${error.message}`);
        throw error;
    }
    if (!pattern)
        return [];
    const parts = node_path__WEBPACK_IMPORTED_MODULE_1__.posix.normalize(glob).split('/');
    const plain = parts
        .slice(0, parts.findIndex((part) => GLOB.test(part)))
        .join('/');
    const root = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.realpath)(workspace);
    const start = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.realpath)((0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(root, plain)).catch(() => undefined);
    if (!start || !(0,_workspace_files_js__WEBPACK_IMPORTED_MODULE_2__/* .isInside */ .FK)(root, start))
        return [];
    const found = [];
    let walked = 0;
    const walk = async (dir) => {
        const entries = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.readdir)(dir, { withFileTypes: true }).catch(() => []);
        for (const entry of entries) {
            if (++walked > maxWalked)
                throw new WorkspaceGlobError(`Input '${input}': ${glob} walks more than ${maxWalked} entries; name a narrower directory`);
            const full = (0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(dir, entry.name);
            const path = (0,node_path__WEBPACK_IMPORTED_MODULE_1__.relative)(root, full).split(node_path__WEBPACK_IMPORTED_MODULE_1__.sep).join('/');
            if (entry.isDirectory() && entry.name !== '.git')
                await walk(full);
            else if ((entry.isFile() || entry.isSymbolicLink()) && (0,_dockerignore_js__WEBPACK_IMPORTED_MODULE_3__/* .matchesPattern */ .MT)(pattern, path))
                found.push(path);
        }
    };
    await walk(start);
    return found;
}
/**
 * The files an input's lines name (paths and globs of the workspace, one a line): each line's matches added,
 * or taken away by a line starting with `!`. A glob that matches nothing is the problem `noMatch` names for
 * its line (thrown), or nothing when it names none.
 */
async function filesNamed(lines, workspace, input, noMatch) {
    const files = new Set();
    for (const line of lines) {
        const exclude = line.startsWith('!');
        const pattern = exclude ? line.slice(1) : line;
        const matched = GLOB.test(pattern) ? await globWorkspace(pattern, workspace, input) : [node_path__WEBPACK_IMPORTED_MODULE_1__.posix.normalize(pattern)];
        if (exclude) {
            for (const file of matched)
                files.delete(file);
            continue;
        }
        const problem = matched.length === 0 ? noMatch(line) : undefined;
        if (problem)
            throw new WorkspaceGlobError(problem);
        for (const file of matched)
            files.add(file);
    }
    return files;
}


/***/ }),

/***/ 64093:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   ScenarioError: () => (/* binding */ ScenarioError),
/* harmony export */   isMapping: () => (/* binding */ isMapping)
/* harmony export */ });
/** A scenario file (or the input naming them) that cannot run: the message names the file and line. */
class ScenarioError extends Error {
    name = 'ScenarioError';
}
function isMapping(value) {
    return typeof value === 'object' && value !== null && !Array.isArray(value);
}


/***/ }),

/***/ 78013:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  MAX_INCLUDES: () => (/* binding */ MAX_INCLUDES),
  MAX_SCENARIO_BYTES: () => (/* binding */ MAX_SCENARIO_BYTES),
  MAX_SCENARIO_FILES: () => (/* binding */ MAX_SCENARIO_FILES),
  MAX_TOTAL_BYTES: () => (/* binding */ MAX_TOTAL_BYTES),
  readScenarios: () => (/* binding */ readScenarios)
});

// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(76760);
// EXTERNAL MODULE: ./src/context/workspace-glob.ts
var workspace_glob = __webpack_require__(8133);
// EXTERNAL MODULE: ./src/workspace-files.ts
var workspace_files = __webpack_require__(37076);
// EXTERNAL MODULE: ./src/scenarios/scenario-errors.ts
var scenario_errors = __webpack_require__(64093);
// EXTERNAL MODULE: ./src/scenarios/scenario.ts + 1 modules
var scenario = __webpack_require__(88269);
// EXTERNAL MODULE: ./node_modules/yaml/dist/index.js
var dist = __webpack_require__(38815);
;// CONCATENATED MODULE: ./src/scenarios/scenario-yaml.ts

// A scenario file's YAML, read as Pipecat's loader reads it (pipecat-ai/pipecat,
// src/pipecat/evals/scenario.py: _ScenarioLoader, PyYAML's SafeLoader): YAML 1.1, but only plain decimal
// numbers are integers, so `dtmf: 012` stays "012" and `0x10` stays a string; booleans are PyYAML's
// (yes/no/on/off/true/false, never y or n); a float needs its dot (`1e3` is text). `!include <path>`
// stands for another file's content: kept here as an Include, loaded by scenario-files.ts.
/** A `!include` of the scenario: the path as written, relative to the scenario's directory. */
class Include {
    path;
    line;
    constructor(path, line) {
        this.path = path;
        this.line = line;
    }
}
const INT = 'tag:yaml.org,2002:int';
const BOOL = 'tag:yaml.org,2002:bool';
const FLOAT = 'tag:yaml.org,2002:float';
const decimal = {
    identify: (value) => typeof value === 'number' && Number.isInteger(value),
    default: true,
    tag: INT,
    test: /^[-+]?(?:0|[1-9][0-9_]*)$/,
    resolve: (text) => Number.parseInt(text.replace(/_/g, ''), 10),
};
const scenario_yaml_boolean = {
    identify: (value) => typeof value === 'boolean',
    default: true,
    tag: BOOL,
    test: /^(?:yes|Yes|YES|no|No|NO|true|True|TRUE|false|False|FALSE|on|On|ON|off|Off|OFF)$/,
    resolve: (text) => /^(?:yes|true|on)$/i.test(text),
};
const scenario_yaml_float = {
    identify: (value) => typeof value === 'number' && !Number.isInteger(value),
    default: true,
    tag: FLOAT,
    test: /^(?:[-+]?[0-9][0-9_]*\.[0-9_]*(?:[eE][-+][0-9]+)?|\.[0-9][0-9_]*(?:[eE][-+][0-9]+)?)$/,
    resolve: (text) => Number.parseFloat(text.replace(/_/g, '')),
};
/** `!include <path>`: its line is set once the document's lines are counted (placeIncludes). */
const include = {
    tag: '!include',
    resolve: (path) => new Include(path, 0),
    identify: (value) => value instanceof Include,
};
function tagsOf(tags) {
    const kept = tags.filter((tag) => {
        const name = tag.tag;
        if (name === INT || name === BOOL)
            return false;
        // PyYAML's float needs a dot; its infinities and not-a-number stay (yaml's own tag for them)
        return !(name === FLOAT && tag.format !== undefined);
    });
    return [...kept, decimal, scenario_yaml_boolean, scenario_yaml_float, include];
}
/** Parses one file's text; a syntax error throws a ScenarioYamlError naming its line. */
function parseScenarioYaml(text) {
    const counter = new dist/* LineCounter */.HN();
    const lineAt = (offset) => counter.linePos(offset).line;
    const doc = (0,dist/* parseDocument */.Tp)(text, {
        version: '1.1',
        customTags: tagsOf,
        lineCounter: counter,
        uniqueKeys: false,
        prettyErrors: false,
    });
    const error = doc.errors[0];
    if (error)
        throw new ScenarioYamlError(error.message.split('\n')[0] ?? 'not valid YAML', lineAt(error.pos[0]));
    placeIncludes(doc, lineAt);
    let value;
    try {
        value = doc.toJS({ maxAliasCount: 100 });
    }
    catch (error) {
        throw new ScenarioYamlError(error.message.split('\n')[0] ?? 'not valid YAML', 1);
    }
    return { value, lineOf: (path) => lineOfPath(doc, path, lineAt) };
}
class ScenarioYamlError extends Error {
    line;
    name = 'ScenarioYamlError';
    constructor(message, line) {
        super(message);
        this.line = line;
    }
}
/** Gives each `!include` its line; one on a mapping or a list is refused, as Pipecat's loader does. */
function placeIncludes(doc, lineAt) {
    const visit = (node) => {
        if (!node || typeof node !== 'object')
            return;
        const tagged = node;
        if (tagged.tag === '!include') {
            const line = lineAt(tagged.range?.[0] ?? 0);
            const value = tagged.value;
            if (!(value instanceof Include))
                throw new ScenarioYamlError('!include expects a file path', line);
            tagged.value = new Include(value.path, line);
            return;
        }
        for (const item of tagged.items ?? [])
            visit(item);
        if ('key' in tagged)
            visit(tagged.key);
        if ('value' in tagged)
            visit(tagged.value);
    };
    visit(doc.contents);
}
/** A key's line for a value in a mapping (`turns:`, not the list under it); an item's own line in a list. */
function lineOfPath(doc, path, lineAt) {
    for (let length = path.length; length >= 0; length--) {
        const parent = length > 0 ? doc.getIn(path.slice(0, length - 1), true) : undefined;
        const last = path[length - 1];
        if ((0,dist/* isMap */.jh)(parent)) {
            const pair = parent.items.find((item) => (0,dist/* isScalar */.jn)(item.key) && item.key.value === last);
            const range = pair?.key?.range;
            if (range)
                return lineAt(range[0]);
        }
        const node = doc.getIn(path.slice(0, length), true);
        if (node && typeof node === 'object' && node.range)
            return lineAt(node.range[0]);
    }
    return 1;
}

;// CONCATENATED MODULE: ./src/scenarios/scenario-files.ts





// The `scenarios` input: paths and globs of the workspace, one a line (a line starting with `!` excludes
// what it matches, as in GitHub's path filters), read as untrusted files: each inside the workspace by its
// real path, a regular file, at most 256 KB; at most 50 of them; `!include`s inside the workspace too,
// relative to the scenario's directory as Pipecat resolves them (nested ones too), nested at most eight
// deep, at most 1,000 of them and 8 MiB read in all (an include bomb stops there). A file that another
// named file includes (Pipecat's judge_*.yaml beside its scenarios) is not a scenario. Every problem names
// the line of the input or the file and its line.
const MAX_SCENARIO_FILES = 50;
const MAX_SCENARIO_BYTES = 256 * 1024;
const MAX_INCLUDE_DEPTH = 8;
/** every !include resolved, and every byte read, for one input's files in all */
const MAX_INCLUDES = 1_000;
const MAX_TOTAL_BYTES = 8 * 1024 * 1024;
/** The scenarios the input's lines name, parsed and checked, in the order of their paths. */
async function readScenarios(lines, workspace) {
    const files = await namedFiles(lines, workspace);
    if (files.size === 0)
        throw new scenario_errors.ScenarioError(`Input 'scenarios': its lines starting with ! leave out every file the others name`);
    if (files.size > MAX_SCENARIO_FILES)
        throw new scenario_errors.ScenarioError(`Input 'scenarios' names ${files.size} files; at most ${MAX_SCENARIO_FILES} run in one step`);
    const reading = { workspace, includes: 0, bytes: 0, included: new Set(), parsed: new Map() };
    const parsed = [];
    for (const file of [...files].sort())
        parsed.push([file, await loadFile(file, reading, 0)]);
    const scenarios = parsed.filter(([file]) => !reading.included.has(file)).map(([file, yaml]) => (0,scenario/* scenarioOf */.CF)(yaml, file));
    if (scenarios.length === 0)
        throw new scenario_errors.ScenarioError(`Input 'scenarios': every file it names is included by another; none is a scenario`);
    return scenarios;
}
/** The files the input's lines name (workspace-glob.ts), its problems said as a scenario's. */
async function namedFiles(lines, workspace) {
    try {
        return await (0,workspace_glob/* filesNamed */.h)(lines, workspace, 'scenarios', (line) => `Input 'scenarios': ${line} matches no file of the workspace (expected scenario files, such as evals/scenarios/*.yaml)`);
    }
    catch (error) {
        if (error instanceof workspace_glob/* WorkspaceGlobError */.A)
            throw new scenario_errors.ScenarioError(error.message);
        throw error;
    }
}
/** The text of a scenario file (or an included one) parsed, its includes in place. */
async function loadFile(file, reading, depth, base = (0,external_node_path_.dirname)(file)) {
    const key = `${base}\0${file}`;
    const known = reading.parsed.get(key);
    if (known) {
        reading.includes += known.includes;
        if (reading.includes > MAX_INCLUDES)
            throw new scenario_errors.ScenarioError(`${file}: more than ${MAX_INCLUDES} !includes in all, with those it includes; it was not read (an include bomb?)`);
        countBytes(file, reading, known.bytes);
        return known.parsed;
    }
    const before = { includes: reading.includes, bytes: reading.bytes };
    let text;
    try {
        const bytes = await (0,workspace_files/* readWorkspaceFile */.sL)(file, reading.workspace, MAX_SCENARIO_BYTES);
        countBytes(file, reading, bytes.length);
        text = bytes.toString('utf8');
    }
    catch (error) {
        if (error instanceof workspace_files/* WorkspaceFileError */._n && error.code === 'too-large')
            throw new scenario_errors.ScenarioError(`${file} is over ${MAX_SCENARIO_BYTES / 1024} KB: a scenario file is at most that`);
        if (error instanceof workspace_files/* WorkspaceFileError */._n)
            throw new scenario_errors.ScenarioError(`Scenario file ${error.message}`);
        throw error;
    }
    let parsed;
    try {
        parsed = parseScenarioYaml(text);
    }
    catch (error) {
        if (error instanceof ScenarioYamlError)
            throw new scenario_errors.ScenarioError(`${file}:${error.line}: ${error.message}`);
        throw error;
    }
    const value = await withIncludes(parsed.value, { file, reading, depth, base });
    const result = { value, lineOf: parsed.lineOf };
    const expands = { includes: reading.includes - before.includes, bytes: reading.bytes - before.bytes };
    reading.parsed.set(key, { parsed: result, ...expands });
    return result;
}
/** Every use of a file counts its bytes, read or not: what the scenarios expand to is bounded. */
function countBytes(file, reading, size) {
    reading.bytes += size;
    if (reading.bytes > MAX_TOTAL_BYTES)
        throw new scenario_errors.ScenarioError(`${file}: the scenario files and their !includes come to more than ${MAX_TOTAL_BYTES / 1024 / 1024} MiB in all; it was not read (an include bomb?)`);
}
/** The value with each Include replaced by the content of its file (relative to the scenario's directory). */
async function withIncludes(value, at) {
    if (value instanceof Include) {
        if (at.depth >= MAX_INCLUDE_DEPTH)
            throw new scenario_errors.ScenarioError(`${at.file}:${value.line}: !include nested more than ${MAX_INCLUDE_DEPTH} deep (does it include itself?)`);
        const path = external_node_path_.posix.normalize(external_node_path_.posix.join(at.base, value.path));
        if (external_node_path_.posix.isAbsolute(value.path) || path.startsWith('../') || path === '..')
            throw new scenario_errors.ScenarioError(`${at.file}:${value.line}: !include ${value.path} is outside the workspace; it was not read`);
        if (++at.reading.includes > MAX_INCLUDES)
            throw new scenario_errors.ScenarioError(`${at.file}:${value.line}: more than ${MAX_INCLUDES} !includes in all; ${value.path} was not read (an include bomb?)`);
        at.reading.included.add(path);
        return (await loadFile(path, at.reading, at.depth + 1, at.base)).value;
    }
    // one at a time: the bounds stop a bomb at its first excess, not after thousands of reads at once
    if (Array.isArray(value)) {
        const items = [];
        for (const item of value)
            items.push(await withIncludes(item, at));
        return items;
    }
    if (value && typeof value === 'object') {
        const entries = [];
        for (const [key, item] of Object.entries(value))
            entries.push([key, await withIncludes(item, at)]);
        return Object.fromEntries(entries);
    }
    return value;
}


/***/ }),

/***/ 88269:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  Q1: () => (/* binding */ TYPED_NOTICE),
  CF: () => (/* binding */ scenarioOf)
});

// UNUSED EXPORTS: MAX_TURNS, ScenarioError

// EXTERNAL MODULE: ./src/addresses.ts
var addresses = __webpack_require__(83523);
// EXTERNAL MODULE: ./src/scenarios/scenario-errors.ts
var scenario_errors = __webpack_require__(64093);
;// CONCATENATED MODULE: ./src/scenarios/expectation.ts

/** The events a scenario may name, as Pipecat's harness translates RTVI messages into them. */
const SCENARIO_EVENTS = [
    'bot_ready',
    'user_started_speaking',
    'user_stopped_speaking',
    'vad_user_started_speaking',
    'vad_user_stopped_speaking',
    'user_transcription',
    'llm_started',
    'llm_response',
    'tts_response',
    'response',
    'function_call',
    'function_call_stopped',
    'bot_interrupted',
];
function knownEvent(event, where) {
    if (!SCENARIO_EVENTS.includes(event))
        throw new scenario_errors.ScenarioError(`${where}: unknown event ${JSON.stringify(event)}: the events a scenario can name are ${SCENARIO_EVENTS.join(', ')}`);
}
function expectationOf(raw, turn, index, at) {
    const here = (...rest) => at('expect', index, ...rest);
    const label = `turn #${turn} expectation #${index}`;
    if (!(0,scenario_errors.isMapping)(raw))
        throw new scenario_errors.ScenarioError(`${here()}: ${label} must be a mapping`);
    const { event } = raw;
    if (!event || typeof event !== 'string')
        throw new scenario_errors.ScenarioError(`${here('event')}: ${label} missing or invalid 'event:'`);
    knownEvent(event, here('event'));
    const absent = raw.absent ?? false;
    if (typeof absent !== 'boolean')
        throw new scenario_errors.ScenarioError(`${here('absent')}: ${label} 'absent:' must be a boolean`);
    const conflicting = ['text_contains', 'eval', 'calls', 'name', 'args'].filter((key) => key in raw);
    if (absent && conflicting.length > 0)
        throw new scenario_errors.ScenarioError(`${here()}: ${label} 'absent: true' cannot be combined with ${conflicting.map((k) => `'${k}'`).join(', ')}`);
    const within = raw.within_ms;
    if (within !== undefined && within !== null && (typeof within !== 'number' || !(within > 0)))
        throw new scenario_errors.ScenarioError(`${here('within_ms')}: ${label} 'within_ms:' must be a positive number of milliseconds`);
    const calls = absent ? undefined : callsOf(raw, event, `${here('calls')}: ${label}`);
    return {
        event,
        ...(typeof within === 'number' ? { withinMs: within } : {}),
        ...(raw.text_contains !== undefined && raw.text_contains !== null
            ? { textContains: String(raw.text_contains) }
            : {}),
        ...(calls ? { calls } : {}),
        ...(typeof raw.eval === 'string' ? { eval: raw.eval } : {}),
        absent,
    };
}
function callsOf(raw, event, where) {
    if (event !== 'function_call' && event !== 'function_call_stopped')
        return undefined;
    const call = (name, args) => ({
        ...(typeof name === 'string' ? { name } : {}),
        ...((0,scenario_errors.isMapping)(args) ? { args } : {}),
    });
    if (raw.calls === undefined || raw.calls === null)
        return [call(raw.name, raw.args)];
    if (!Array.isArray(raw.calls) || raw.calls.length === 0)
        throw new scenario_errors.ScenarioError(`${where}: 'calls:' must be a non-empty list`);
    return raw.calls.map((entry) => {
        if (typeof entry === 'string')
            return { name: entry };
        if ((0,scenario_errors.isMapping)(entry))
            return call(entry.name, entry.args);
        throw new scenario_errors.ScenarioError(`${where}: each 'calls:' entry must be a name or a mapping`);
    });
}

;// CONCATENATED MODULE: ./src/scenarios/scenario.ts




const MAX_TURNS = 50;
/** said of a scenario whose user turns are audio, when no speech service speaks them (speech-api-key) */
const TYPED_NOTICE = 'its user turns go as typed text: set speech-api-key for a speech service to speak them, as a caller would';
const KEYPAD = /^[0-9*#]+$/;
/** The scenario in `parsed` (the YAML of `file`, includes already in place). */
function scenarioOf(parsed, file) {
    const where = (path) => `${file}:${parsed.lineOf(path)}`;
    const data = parsed.value;
    if (!(0,scenario_errors.isMapping)(data))
        throw new scenario_errors.ScenarioError(`${where([])}: top level must be a mapping (a scenario: name, turns)`);
    if ('persona' in data)
        throw new scenario_errors.ScenarioError(`${where(['persona'])}: a simulated scenario ('persona:') needs a user model to play the caller; only scripted scenarios ('turns:') run here`);
    if (!data.name || typeof data.name !== 'string')
        throw new scenario_errors.ScenarioError(`${where(['name'])}: missing or invalid 'name:' field`);
    if (!Array.isArray(data.turns))
        throw new scenario_errors.ScenarioError(`${where(['turns'])}: 'turns:' must be a list`);
    if (data.turns.length > MAX_TURNS)
        throw new scenario_errors.ScenarioError(`${where(['turns'])}: ${data.turns.length} turns; at most ${MAX_TURNS} run in one scenario`);
    const notices = [];
    if (data.context !== undefined && data.context !== null) {
        if (!Array.isArray(data.context))
            throw new scenario_errors.ScenarioError(`${where(['context'])}: 'context:' must be a list of message dicts`);
        notices.push(`'context:' is set aside: it is for Pipecat's local eval transport, and the deployed bot keeps its own context`);
    }
    const spoken = userAudio(data.user, where);
    if (spoken)
        notices.push(TYPED_NOTICE);
    const judge = judgeOf(data.judge, where);
    const turns = data.turns.map((turn, index) => turnOf(turn, index, where, notices));
    resolveResponses(turns, judge.botAudio, where);
    return {
        name: data.name,
        file,
        turns,
        stopOnFailure: data.stop_on_failure === undefined ? true : Boolean(data.stop_on_failure),
        botAudio: judge.botAudio,
        userAudio: spoken,
        judge: judge.eval,
        notices,
    };
}
function userAudio(user, where) {
    if (user === undefined || user === null)
        return false;
    if (!(0,scenario_errors.isMapping)(user))
        throw new scenario_errors.ScenarioError(`${where(['user'])}: 'user:' must be a mapping`);
    const modality = user.modality ?? 'text';
    if (modality !== 'audio' && modality !== 'text')
        throw new scenario_errors.ScenarioError(`${where(['user', 'modality'])}: 'user.modality:' must be 'audio' or 'text', got ${JSON.stringify(modality)}`);
    if (modality === 'text')
        return false;
    if (!(0,scenario_errors.isMapping)(user.speech))
        throw new scenario_errors.ScenarioError(`${where(['user'])}: 'user.modality: audio' requires a 'user.speech:' block (TTS service + voice to synthesize the user's turns)`);
    return true;
}
function judgeOf(judge, where) {
    const block = judge ?? {};
    if (!(0,scenario_errors.isMapping)(block))
        throw new scenario_errors.ScenarioError(`${where(['judge'])}: 'judge:' must be a mapping`);
    const modality = block.modality ?? 'text';
    if (modality !== 'audio' && modality !== 'text')
        throw new scenario_errors.ScenarioError(`${where(['judge', 'modality'])}: 'judge.modality:' must be 'audio' or 'text', got ${JSON.stringify(modality)}`);
    const evalBlock = block.eval ?? { service: 'ollama' };
    if (!(0,scenario_errors.isMapping)(evalBlock))
        throw new scenario_errors.ScenarioError(`${where(['judge', 'eval'])}: 'judge.eval:' must be a mapping (the judge LLM service)`);
    if (evalBlock.endpoint !== undefined && !judgeEndpoint(evalBlock.endpoint))
        throw new scenario_errors.ScenarioError(`${where(['judge', 'eval', 'endpoint'])}: 'judge.eval.endpoint:' must be an https URL (or http to this machine): judge-api-key is sent there`);
    if (modality === 'audio' && !(0,scenario_errors.isMapping)(block.transcription))
        throw new scenario_errors.ScenarioError(`${where(['judge'])}: 'judge.modality: audio' requires a 'judge.transcription:' block (STT service to transcribe the bot's audio)`);
    return { botAudio: modality === 'audio', eval: evalBlock };
}
function judgeEndpoint(value) {
    if (typeof value !== 'string' || !URL.canParse(value))
        return false;
    const url = new URL(value);
    return (!url.username &&
        !url.password &&
        (url.protocol === 'https:' || (url.protocol === 'http:' && (0,addresses/* isLoopback */.U)(url.hostname))));
}
function turnOf(raw, index, where, notices) {
    const at = (...rest) => where(['turns', index, ...rest]);
    if (!(0,scenario_errors.isMapping)(raw))
        throw new scenario_errors.ScenarioError(`${at()}: turn #${index} must be a mapping`);
    const { user } = raw;
    if (user !== undefined && user !== null && typeof user !== 'string')
        throw new scenario_errors.ScenarioError(`${at('user')}: turn #${index} 'user:' must be a string if present`);
    const dtmf = dtmfOf(raw.dtmf, index, at);
    if (typeof user === 'string' && dtmf !== undefined)
        throw new scenario_errors.ScenarioError(`${at()}: turn #${index} has both 'user:' and 'dtmf:' — a turn is one or the other`);
    const expect = raw.expect ?? [];
    if (!Array.isArray(expect))
        throw new scenario_errors.ScenarioError(`${at('expect')}: turn #${index} 'expect:' must be a list if present`);
    const sendAfter = 'send_after' in raw ? sendAfterOf(raw.send_after, index, at) : undefined;
    if (sendAfter && typeof user !== 'string' && dtmf === undefined)
        throw new scenario_errors.ScenarioError(`${at('send_after')}: turn #${index} has 'send_after:' but no 'user:' or 'dtmf:' — send_after only schedules when the turn's input gets sent`);
    if (raw.image !== undefined && !notices.some((n) => n.startsWith("'image:'")))
        notices.push(`'image:' is set aside: only Pipecat's local eval transport serves a turn's image`);
    return {
        ...(typeof user === 'string' ? { user } : {}),
        ...(dtmf !== undefined ? { dtmf } : {}),
        expect: expect.map((e, i) => expectationOf(e, index, i, at)),
        ...(sendAfter ? { sendAfter } : {}),
        line: Number(at().split(':').pop()),
    };
}
function dtmfOf(dtmf, index, at) {
    if (dtmf === undefined || dtmf === null)
        return undefined;
    const keys = typeof dtmf === 'number' && Number.isInteger(dtmf) ? String(dtmf) : dtmf;
    if (typeof keys !== 'string' || !keys)
        throw new scenario_errors.ScenarioError(`${at('dtmf')}: turn #${index} 'dtmf:' must be a non-empty string of keypad entries`);
    const bad = [...keys].find((key) => !KEYPAD.test(key));
    if (bad !== undefined)
        throw new scenario_errors.ScenarioError(`${at('dtmf')}: turn #${index} 'dtmf:' has invalid keypad entry ${JSON.stringify(bad)} (valid entries: 0-9, *, #)`);
    return keys;
}
function sendAfterOf(raw, index, at) {
    if (!(0,scenario_errors.isMapping)(raw))
        throw new scenario_errors.ScenarioError(`${at('send_after')}: turn #${index} 'send_after:' must be a mapping`);
    const { event } = raw;
    if (event !== undefined && event !== null && typeof event !== 'string')
        throw new scenario_errors.ScenarioError(`${at('send_after', 'event')}: turn #${index} 'send_after.event' must be a string if present`);
    const delayMs = raw.delay_ms ?? 0;
    if (typeof delayMs !== 'number' || !Number.isInteger(delayMs) || delayMs < 0)
        throw new scenario_errors.ScenarioError(`${at('send_after', 'delay_ms')}: turn #${index} 'send_after.delay_ms' must be a non-negative int`);
    if (typeof event !== 'string' && delayMs === 0)
        throw new scenario_errors.ScenarioError(`${at('send_after')}: turn #${index} 'send_after:' needs an 'event:' or a positive 'delay_ms:'`);
    if (typeof event === 'string')
        knownEvent(event, at('send_after', 'event'));
    return { ...(typeof event === 'string' ? { event } : {}), delayMs };
}
/** `response` is llm_response when the bot does not speak, and its bot-tts-text when it does. */
function resolveResponses(turns, botAudio, where) {
    for (const [index, turn] of turns.entries()) {
        for (const expectation of turn.expect) {
            if (expectation.event === 'response')
                expectation.event = botAudio ? 'tts_response' : 'llm_response';
            else if (expectation.event === 'tts_response' && !botAudio)
                throw new scenario_errors.ScenarioError(`${where(['turns', index])}: turn #${index} asserts 'tts_response' but 'judge.modality' is text (the bot doesn't speak). Use 'response'/'llm_response', or set 'judge.modality: audio'.`);
        }
    }
}


/***/ })

};

//# sourceMappingURL=13.index.js.map