export const id = 659;
export const ids = [659];
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

/***/ 47659:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  runRollback: () => (/* binding */ runRollback)
});

// EXTERNAL MODULE: ./src/errors.ts
var errors = __webpack_require__(83916);
// EXTERNAL MODULE: ./src/report/workflow-commands.ts
var workflow_commands = __webpack_require__(78260);
// EXTERNAL MODULE: ./src/workspace-files.ts
var workspace_files = __webpack_require__(37076);
// EXTERNAL MODULE: ./src/context/workspace-glob.ts
var workspace_glob = __webpack_require__(8133);
// EXTERNAL MODULE: ./src/inputs/input-table.ts + 2 modules
var input_table = __webpack_require__(41019);
// EXTERNAL MODULE: ./src/report/release-reading.ts
var release_reading = __webpack_require__(83166);
;// CONCATENATED MODULE: ./src/rollback/release-set.ts




// The set of release records the rollback action reads (`releases`): files of the workspace, untrusted
// (another job wrote them, an artifact carried them): each inside the workspace by its real path, a regular
// file, at most 256 KiB; at most 1,000 of them and 16 MiB in all; each a release record of a valid agent
// name, no agent twice. Any problem refuses the whole set before any request: a rollback of part of a
// fleet, on records that do not hold together, would leave it less consistent than it found it.
const MOST_RECORDS = 1_000;
const MOST_RECORD_BYTES = 256 * 1024;
const MOST_SET_BYTES = 16 * 1024 * 1024;
/** The records the lines name, checked; or every problem found, each naming its file. */
async function readReleaseSet(lines, workspace, expectSome) {
    let files;
    try {
        const named = await (0,workspace_glob/* filesNamed */.h)(lines, workspace, 'releases', (line) => expectSome
            ? undefined
            : `Input 'releases': ${line} matches no file of the workspace: expected the legs' release records (release-file), downloaded before this step (actions/download-artifact with merge-multiple), or 'expect' naming the agents the set should hold`);
        files = [...named].sort();
    }
    catch (error) {
        if (error instanceof workspace_glob/* WorkspaceGlobError */.A)
            return { problems: [error.message] };
        throw error;
    }
    if (files.length > MOST_RECORDS)
        return {
            problems: [
                `Input 'releases' names ${files.length} files; at most ${MOST_RECORDS} records are read in one step (one a leg): name the folder the legs' records were downloaded to`,
            ],
        };
    const problems = [];
    const legs = [];
    let bytes = 0;
    for (const file of files) {
        const read = await readOne(file, workspace);
        if ('problem' in read)
            problems.push(read.problem);
        else {
            bytes += read.bytes;
            if (bytes > MOST_SET_BYTES)
                return { problems: [`Input 'releases': its files come to more than 16 MiB; ${file} was not read`] };
            legs.push({ file, record: read.record });
        }
        if (problems.length >= 10)
            break;
    }
    problems.push(...duplicates(legs));
    return problems.length > 0 ? { problems } : { legs };
}
async function readOne(file, workspace) {
    let text;
    try {
        text = (await (0,workspace_files/* readWorkspaceFile */.sL)(file, workspace, MOST_RECORD_BYTES)).toString('utf8');
    }
    catch (error) {
        if (!(error instanceof workspace_files/* WorkspaceFileError */._n))
            throw error;
        const why = error.code === 'too-large' ? `${file} is over ${MOST_RECORD_BYTES / 1024} KiB` : error.message;
        return { problem: `Release record ${why}: expected a release record a deploy step wrote (release-file)` };
    }
    const read = (0,release_reading/* readReleaseRecord */.d)(text);
    if ('problem' in read)
        return {
            problem: `Release record ${file} ${read.problem}: expected a release record a deploy step wrote (release-file)`,
        };
    const nameProblem = (0,input_table/* checkInput */.DR)('agent-name', read.record.agent);
    if (nameProblem)
        return {
            problem: `Release record ${file}: its agent '${read.record.agent.slice(0, 60)}' is not an agent name (${nameProblem})`,
        };
    return { record: read.record, bytes: text.length };
}
/** Two records of one agent: which to believe cannot be told (a matrix that names the agent twice?). */
function duplicates(legs) {
    const byAgent = new Map();
    for (const leg of legs)
        byAgent.set(leg.record.agent, [...(byAgent.get(leg.record.agent) ?? []), leg.file]);
    return [...byAgent]
        .filter(([, files]) => files.length > 1)
        .map(([agent, files]) => `Release records ${files.join(', ')} all record agent '${agent}': expected one record a leg, each leg its own agent (does the matrix name it twice?)`);
}

// EXTERNAL MODULE: ./src/inputs/values.ts
var values = __webpack_require__(18463);
;// CONCATENATED MODULE: ./src/rollback/rollback-inputs.ts


// The rollback action's inputs (rollback/action.yml): the service's (read by the deploy step's own table),
// the records, and its own. Every one checked before anything is read or sent; a deploy input given to it
// is refused by name (the runner passes a step's unknown inputs on with only a warning), since what each
// agent gets back is what its record says served before, never an input.
const ROLLBACK_INPUTS = ['api-key', 'api-url', 'releases', 'when', 'expect', 'concurrency', 'wait-timeout'];
/** The most agents restored at once: each is a write and a wait of its own. */
const MOST_CONCURRENCY = 20;
/** The inputs, or the problems naming each. */
function readRollbackInputs(env) {
    const problems = [];
    const deployOnly = (0,input_table/* othersGiven */.XI)(env, ROLLBACK_INPUTS);
    if (deployOnly.length > 0)
        problems.push(`Input ${deployOnly.map((name) => `'${name}'`).join(', ')} ${deployOnly.length === 1 ? 'is a deploy input' : 'are deploy inputs'}: the rollback action gives each agent back what its release record says served before. Remove ${deployOnly.length === 1 ? 'it' : 'them'} from the rollback step`);
    const read = (0,input_table/* ownInputReader */.gg)(env, problems);
    const inputs = {
        apiKey: read('api-key', (raw) => (0,input_table/* readInput */.R5)('api-key', raw), '', false),
        apiUrl: read('api-url', (raw) => (0,input_table/* readInput */.R5)('api-url', raw), '', false),
        releases: read('releases', releaseLines, []),
        when: read('when', whenValue, 'any-failed'),
        expect: read('expect', expectNames, []),
        concurrency: read('concurrency', (0,input_table/* orDefault */.pQ)((0,values/* wholeNumber */.rD)(1, MOST_CONCURRENCY), 5), 5),
        waitTimeoutSeconds: read('wait-timeout', (0,input_table/* orDefault */.pQ)((0,values/* wholeNumber */.rD)(1, 21_600), 600), 600),
    };
    return problems.length > 0 ? { ok: false, problems } : { ok: true, inputs };
}
function releaseLines(raw) {
    const lines = (raw ?? '')
        .split('\n')
        .map((line) => line.trim())
        .filter((line) => line && !line.startsWith('#'));
    if (lines.length === 0)
        throw new values/* InputProblem */.S7('is required: expected the release records, as paths or globs of the workspace (releases/*.json)');
    for (const line of lines) {
        const path = line.replace(/^!/, '');
        if (path.startsWith('/') || path.split('/').includes('..'))
            throw new values/* InputProblem */.S7(`${line} leads out of the workspace: expected paths and globs inside it`);
    }
    return lines;
}
function whenValue(raw) {
    if (raw === undefined || raw === 'any-failed')
        return 'any-failed';
    if (raw === 'always')
        return 'always';
    throw new values/* InputProblem */.S7('expected any-failed (roll back when a leg failed) or always');
}
/** Agent names, one a line or separated by commas or spaces, each a valid name, none twice. */
function expectNames(raw) {
    const names = (raw ?? '').split(/[\s,]+/).filter(Boolean);
    for (const name of names) {
        try {
            (0,values/* agentName */.Lp)(name);
        }
        catch (error) {
            if (error instanceof values/* InputProblem */.S7)
                throw new values/* InputProblem */.S7(`'${name.slice(0, 60)}' is not an agent name: ${error.message}`);
            throw error;
        }
    }
    const twice = names.find((name, at) => names.indexOf(name) !== at);
    if (twice)
        throw new values/* InputProblem */.S7(`'${twice}' is named twice: expected each agent once`);
    return names;
}

;// CONCATENATED MODULE: ./src/rollback/rollback-main.ts





// The rollback action (rollback/action.yml), as its table of phases: its inputs and the set's records, every
// one checked before any request (a record that does not hold together refuses the whole set), then the set
// judged and, when it failed (or `when: always`), each agent its leg moved brought back (rollback-run.ts).
async function runRollback(env = process.env) {
    const key = env.INPUT_API_KEY?.trim();
    (0,workflow_commands/* hideSecret */.DL)(key);
    const read = readRollbackInputs(env);
    if (!read.ok)
        return refuse(`${read.problems.join('\n')}\nNothing was rolled back`);
    const inputs = read.inputs;
    const set = await readReleaseSet(inputs.releases, (0,workspace_files/* workspaceDir */.zf)(env), inputs.expect.length > 0);
    if ('problems' in set)
        return refuse(`${set.problems.join('\n')}\nNothing was read from the service, and nothing was rolled back`);
    const { rollBackSet, SetRefused } = await Promise.all(/* import() */[__webpack_require__.e(731), __webpack_require__.e(890), __webpack_require__.e(488), __webpack_require__.e(523)]).then(__webpack_require__.bind(__webpack_require__, 15523));
    try {
        await rollBackSet(inputs, set.legs);
    }
    catch (error) {
        if (error instanceof SetRefused)
            refuse(error.message);
        else
            (0,workflow_commands/* failStep */.vy)((0,errors/* errorMessage */.gJ)(error));
    }
}
/** A set refused before any write: the step fails, and its outputs say that nothing was rolled back. */
function refuse(message) {
    (0,workflow_commands/* setOutputEarly */.vF)('rolled-back', '[]');
    (0,workflow_commands/* setOutputEarly */.vF)('left', '[]');
    (0,workflow_commands/* failStep */.vy)(message);
}


/***/ })

};

//# sourceMappingURL=659.index.js.map