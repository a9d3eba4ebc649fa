export const id = 136;
export const ids = [136];
export const modules = {

/***/ 47136:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  buildPhase: () => (/* binding */ buildPhase)
});

// EXTERNAL MODULE: external "node:fs/promises"
var promises_ = __webpack_require__(51455);
// EXTERNAL MODULE: external "node:os"
var external_node_os_ = __webpack_require__(48161);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(76760);
// EXTERNAL MODULE: ./src/time.ts
var time = __webpack_require__(29834);
// EXTERNAL MODULE: ./src/workspace-files.ts
var workspace_files = __webpack_require__(37076);
;// CONCATENATED MODULE: ./src/context/context-entry.ts



/** `leftOut`: whether the rules leave out the file at this path of the context. */
async function entryInfo(root, path, link, leftOut) {
    const full = (0,external_node_path_.join)(root, path);
    if (!link) {
        const info = await (0,promises_.lstat)(full);
        return info.isFile() ? { kind: 'file', full, size: info.size, mode: info.mode } : { kind: 'special' };
    }
    const target = await (0,promises_.realpath)(full).catch(() => undefined);
    if (!target || !(0,workspace_files/* isInside */.FK)(root, target))
        return { kind: 'link-out' };
    const info = await (0,promises_.stat)(target);
    if (!info.isFile())
        return info.isDirectory() ? { kind: 'link-out' } : { kind: 'special' };
    const inside = (0,external_node_path_.relative)(root, target).split(external_node_path_.sep).join('/');
    if (leftOut(inside))
        return { kind: 'link-to-left-out', target: inside };
    return { kind: 'file', full: target, size: info.size, mode: info.mode };
}
/** A name from the file system as text, or undefined when it is not valid UTF-8 (the archive's names are). */
function utf8Name(name) {
    try {
        return new TextDecoder('utf-8', { fatal: true }).decode(name);
    }
    catch {
        return undefined;
    }
}

// EXTERNAL MODULE: ./src/context/dockerignore.ts + 1 modules
var dockerignore = __webpack_require__(42861);
;// CONCATENATED MODULE: ./src/context/exclusions.ts
// The lists of what stays out of a build context whatever else is said: the service clients' defaults
// (without an ignore file) and the files that look like secrets or hold the checkout's credentials.
/** Without a .dockerignore: what the service's own clients leave out (service-facts.md). */
const DEFAULT_EXCLUDES = [
    '.git',
    '.env',
    '.env.*',
    '*.pem',
    '*.key',
    '__pycache__',
    '*.pyc',
    '.venv',
    'venv',
    'node_modules',
    '.github',
    '.pytest_cache',
    '.mypy_cache',
    '.ruff_cache',
    '.idea',
    '.vscode',
    'dist',
    'build',
    '*.egg-info',
    '.DS_Store',
    '*.log',
]
    .map((pattern) => `**/${pattern}`)
    .concat(['pcc-deploy.toml']);
/** Files that look like secrets or hold the checkout's credentials: left out unless a .dockerignore `!` rule names them. */
const SECRET_LIKE = [
    '**/.env',
    '**/.env.*',
    '**/*.pem',
    '**/*.key',
    // Git's configuration, where actions/checkout writes the job's token (http.<url>.extraheader): .git/config,
    // and a submodule's under .git/modules/; and git's own credential store. A .dockerignore that does not
    // name .git would otherwise upload them. ('**/' matches no directory too: this covers .git/config.)
    '**/.git/**/config',
    '**/.git/**/config.worktree',
    '**/.git-credentials',
];

;// CONCATENATED MODULE: ./src/context/context-files.ts







// What goes into the build context: Docker's own .dockerignore rules (dockerignore.ts: the Dockerfile's
// own ignore file first, as BuildKit reads it), else the service clients' default exclusions; files that look like
// secrets only when an explicit `!` rule asks for them; no symlink followed out of the context; and
// the size checked from the file system alone, before anything is read.
/** The service refuses a context over this, uncompressed. */
const MAX_CONTEXT_BYTES = 500 * 1000 * 1000;
class ContextError extends Error {
    name = 'ContextError';
}
/** Lists the context, sorted by path, and checks the Dockerfile and the size; reads no file's content. */
async function listContext(directory, dockerfile, extraExcludes = [], 
/** the context as the user named it, for messages */
contextDir = directory, 
/** the directory the context must be in, links resolved (the workspace); default: the context itself */
within = directory) {
    const root = await realContextDir(directory, contextDir, within);
    const dockerfilePath = await checkDockerfile(root, contextDir, dockerfile);
    // BuildKit reads the Dockerfile's own ignore file (Dockerfile.bot.dockerignore) before .dockerignore.
    const ignoreFile = (await readDockerignore(root, contextDir, `${dockerfilePath}.dockerignore`)) ??
        (await readDockerignore(root, contextDir, '.dockerignore'));
    const patterns = ignoreFile
        ? (0,dockerignore/* parseDockerignore */.yr)(ignoreFile.text, `${contextDir}/${ignoreFile.name}`)
        : (0,dockerignore/* patternsOf */.D4)([...DEFAULT_EXCLUDES, ...extraExcludes], 'the default exclusions');
    const listing = {
        files: [],
        totalBytes: 0,
        usedDockerignore: ignoreFile !== undefined,
        ...(ignoreFile ? { ignoreFile: ignoreFile.name } : {}),
        leftOutSecrets: [],
        leftOutLinks: [],
        leftOutSpecial: [],
    };
    const sizes = new Map();
    // The `!` rules, as patterns of their own: what the ignore file explicitly asks for.
    const asked = patterns.filter((p) => p.exclusion).map((p) => ({ ...p, exclusion: false }));
    await walkContext(root, { patterns, asked, dockerfilePath, listing, sizes }, '', []);
    if (listing.totalBytes > MAX_CONTEXT_BYTES)
        throw tooLarge(contextDir, listing.totalBytes, sizes);
    // Byte order of the paths, the same on every runner: the archive, and so its hash, depend on it.
    listing.files.sort((a, b) => Buffer.compare(Buffer.from(a.path), Buffer.from(b.path)));
    // and what was left out, in a stable order for the log, whatever the file system's listing order
    listing.leftOutSecrets.sort();
    listing.leftOutLinks.sort();
    listing.leftOutSpecial.sort();
    return listing;
}
const SECRET_PATTERNS = (0,dockerignore/* patternsOf */.D4)(SECRET_LIKE, 'the secret-looking files');
/**
 * One directory of the context: each entry checked against the rules with its parent's results (so
 * each check reads the path once per pattern, however deep), files listed, directories walked.
 */
async function walkContext(root, walk, dir, parent) {
    const { patterns, dockerfilePath, listing } = walk;
    for (const entry of await (0,promises_.readdir)((0,external_node_path_.join)(root, dir), { withFileTypes: true, encoding: 'buffer' })) {
        const name = utf8Name(entry.name) ?? notUtf8(dir, entry.name);
        const path = dir ? `${dir}/${name}` : name;
        const check = (0,dockerignore/* excluded */.t7)(patterns, path, parent);
        const out = path !== dockerfilePath && check.excluded;
        if (entry.isDirectory()) {
            // A whole excluded directory is skipped unless a `!` rule could take something inside it back, or
            // it holds the Dockerfile, which always goes in (the service builds from the archive alone).
            if (!out || walk.asked.length > 0 || dockerfilePath.startsWith(`${path}/`))
                await walkContext(root, walk, path, check.matches);
            continue;
        }
        if (out)
            continue;
        if (secretLike(walk, path)) {
            listing.leftOutSecrets.push(path);
            continue;
        }
        const info = await entryInfo(root, path, entry.isSymbolicLink(), (target) => leftOut(walk, target));
        if (info.kind !== 'file') {
            if (info.kind === 'special')
                listing.leftOutSpecial.push(path);
            else
                listing.leftOutLinks.push(info.kind === 'link-out' ? path : `${path} -> ${info.target}`);
            continue;
        }
        listing.files.push({ path, full: info.full, size: info.size, mode: info.mode & 0o111 ? 0o755 : 0o644 });
        listing.totalBytes += info.size;
        for (let at = path.lastIndexOf('/'); at > 0; at = path.lastIndexOf('/', at - 1)) {
            walk.sizes.set(path.slice(0, at), (walk.sizes.get(path.slice(0, at)) ?? 0) + info.size);
        }
    }
}
/** A secret-looking file that no `!` rule (or one naming a directory above it) asked for. */
function secretLike(walk, path) {
    return ((0,dockerignore/* excluded */.t7)(SECRET_PATTERNS, path, undefined).excluded &&
        !(walk.asked.length > 0 && (0,dockerignore/* excluded */.t7)(walk.asked, path, undefined).excluded));
}
/** Whether the rules leave out the file at this path of the context (a link's target). */
function leftOut(walk, path) {
    return (path !== walk.dockerfilePath && (0,dockerignore/* excluded */.t7)(walk.patterns, path, undefined).excluded) || secretLike(walk, path);
}
/** A name that is not valid UTF-8 fails the step, naming where it is (its bytes shown as escapes). */
function notUtf8(dir, name) {
    const shown = [...name]
        .map((byte) => byte >= 0x20 && byte < 0x7f ? String.fromCharCode(byte) : `\\x${byte.toString(16).padStart(2, '0')}`)
        .join('');
    throw new ContextError(`The build context has a file name that is not valid UTF-8: ${dir ? `${dir}/` : ''}${shown}. The archive's names are UTF-8: rename it, or remove it before this step`);
}
/**
 * The context's real path, which must lie in the workspace's: a context that is (or passes through) a link
 * out of it would pack whatever the link leads to, such as the runner's ~/.ssh. Checked before anything
 * is read.
 */
async function realContextDir(directory, contextDir, within) {
    const info = await (0,promises_.stat)(directory).catch(() => undefined);
    if (!info?.isDirectory())
        throw new ContextError(`The build context '${contextDir}' is not a directory in the workspace (build-context)`);
    const [root, workspace] = await Promise.all([(0,promises_.realpath)(directory), (0,promises_.realpath)(within)]);
    if (!(0,workspace_files/* isInside */.FK)(workspace, root)) {
        throw new ContextError(`The build context '${contextDir}' leads out of the workspace through a symbolic link: only a directory inside the workspace is packed (build-context). Nothing was read`);
    }
    return root;
}
/** An ignore file of the context, read as any workspace file is (inside the context, regular, bounded). */
async function readDockerignore(root, contextDir, name) {
    try {
        const bytes = await (0,workspace_files/* readWorkspaceFile */.sL)(name, root, MAX_DOCKERIGNORE_BYTES, `${contextDir}/${name}`);
        return { name, text: bytes.toString('utf8') };
    }
    catch (error) {
        if (error instanceof workspace_files/* WorkspaceFileError */._n && error.code === 'missing')
            return undefined;
        throw new ContextError(error instanceof Error ? error.message : String(error));
    }
}
const MAX_DOCKERIGNORE_BYTES = 1024 * 1024;
/** The Dockerfile's path inside the context, with '/'; it must exist there. */
async function checkDockerfile(root, contextDir, dockerfile) {
    const full = (0,external_node_path_.resolve)(root, dockerfile);
    const inside = (0,external_node_path_.relative)(root, full);
    if ((0,external_node_path_.isAbsolute)(dockerfile) || inside.startsWith('..') || (0,external_node_path_.isAbsolute)(inside)) {
        throw new ContextError(`The Dockerfile '${dockerfile}' is outside the build context '${contextDir}': give its path relative to the context (dockerfile)`);
    }
    const info = await (0,promises_.stat)(full).catch(() => undefined);
    if (!info?.isFile()) {
        const there = await dockerfilesBeside(full);
        throw new ContextError(`No Dockerfile at '${dockerfile}' in the build context '${contextDir}' (dockerfile, build-context)${there.length > 0 ? `; there: ${there.join(', ')} (set dockerfile to the one to build)` : ''}`);
    }
    // The service reads the Dockerfile from the archive: one that links out of the context would be sent as
    // the content of a file outside it, or not at all.
    if (!(0,workspace_files/* isInside */.FK)(root, await (0,promises_.realpath)(full)))
        throw new ContextError(`The Dockerfile '${dockerfile}' leads out of the build context '${contextDir}' through a symbolic link: give a Dockerfile inside the context (dockerfile)`);
    return inside.split(external_node_path_.sep).join('/');
}
/** The files beside a missing Dockerfile whose names say they are one (Dockerfile.bot, bot.Dockerfile): five at most. */
async function dockerfilesBeside(missing) {
    const names = await (0,promises_.readdir)((0,external_node_path_.dirname)(missing)).catch(() => []);
    return names
        .filter((name) => /dockerfile/i.test(name) && !/\.dockerignore$/i.test(name))
        .sort()
        .slice(0, 5);
}
function tooLarge(contextDir, total, sizes) {
    const biggest = [...sizes.entries()]
        .filter(([dir]) => !dir.includes('/'))
        .sort((a, b) => b[1] - a[1])
        .slice(0, 5)
        .map(([dir, bytes]) => `${dir}/ ${(0,time/* megabytes */.ix)(bytes)}`);
    return new ContextError(`The build context '${contextDir}' is ${(0,time/* megabytes */.ix)(total)} uncompressed, over the service's limit of 500 MB. Biggest directories: ${biggest.join(', ') || '(files at the top)'}. Leave out what the image does not need with a .dockerignore in the context`);
}

// EXTERNAL MODULE: external "node:crypto"
var external_node_crypto_ = __webpack_require__(77598);
// EXTERNAL MODULE: external "node:events"
var external_node_events_ = __webpack_require__(78474);
// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __webpack_require__(73024);
// EXTERNAL MODULE: external "node:util"
var external_node_util_ = __webpack_require__(57975);
// EXTERNAL MODULE: external "node:zlib"
var external_node_zlib_ = __webpack_require__(38522);
// EXTERNAL MODULE: ./node_modules/tar-stream/index.js
var tar_stream = __webpack_require__(56118);
;// CONCATENATED MODULE: ./src/context/pack.ts








// The build context as the service expects it: a gzipped tar, byte for byte the same for the same
// sources on any runner, whatever the checkout's file times, owners or umask (the service's context
// hash, and so its build cache, depend on every byte): entries sorted by path, files only, mtime 0,
// uid/gid 0 with empty names, mode 0755 or 0644, and a gzip header with no time or name. Streamed: one
// file at a time is read, compressed and hashed on its way to the archive file, so memory does not grow
// with the context, and the compression runs on several threads.
/**
 * Part of the hash: changing it changes every context hash. Chosen by measurement (CONTRIBUTING.md):
 * level 1 packs faster than the default 6 for a few percent more bytes, and half of a typical context
 * (models, wheels, media) does not compress at all.
 */
const GZIP_LEVEL = 1;
/**
 * The archive is compressed in blocks of this many bytes of the tar stream, at fixed offsets, each on
 * its own thread (as pigz does): each block ends in a full flush, so the blocks joined in order are one
 * ordinary deflate stream in one gzip member, and the same sources give the same bytes however the
 * threads were scheduled.
 */
const BLOCK_BYTES = 1 << 20;
/** Blocks compressed at once: libuv's thread pool has four threads. Bounds memory too (a few MiB). */
const PARALLEL_BLOCKS = 4;
/** Files up to this size are read in one piece; larger ones in pieces of READ_BYTES. */
const WHOLE_READ_BYTES = 8 << 20;
const READ_BYTES = 1 << 20;
const deflateBlock = (0,external_node_util_.promisify)(external_node_zlib_.deflateRaw);
/** Bits per byte above which a block is taken as already compressed (random bytes measure about 7.99). */
const STORED_ENTROPY = 7.95;
/**
 * A block that deflate cannot shrink (compressed models, wheels, images): stored instead, which costs
 * a copy rather than a search. Decided from the block's bytes alone (a histogram of a sample), so the
 * same sources still give the same archive; the decision is part of the hash, as the level is.
 */
function incompressible(block) {
    if (block.length < 4096)
        return false;
    const counts = new Uint32Array(256);
    const step = Math.max(1, Math.floor(block.length / 65_536));
    let samples = 0;
    for (let at = 0; at < block.length; at += step, samples++)
        counts[block[at]] = (counts[block[at]] ?? 0) + 1;
    let entropy = 0;
    for (const count of counts) {
        if (count > 0)
            entropy -= (count / samples) * Math.log2(count / samples);
    }
    return entropy > STORED_ENTROPY;
}
/** Packs the listed files into `target` (under RUNNER_TEMP), hashing as it writes. */
async function packContext(listing, target, signal) {
    const out = (0,external_node_fs_.createWriteStream)(target);
    // Listened to from the start: a write still pending when a failure destroys the stream reports an error
    // that, without a listener, would end the process with no message.
    let writeError;
    out.on('error', (error) => {
        writeError ??= error;
    });
    try {
        const written = await gzipBlocks(listing.files, out, signal);
        if (writeError)
            throw writeError;
        return { file: target, ...written, fileCount: listing.files.length, contextBytes: listing.totalBytes };
    }
    finally {
        out.destroy();
    }
}
/** Bytes of the tar stream one file takes at least: its header, its content padded to 512 bytes. */
const entryBytes = (file) => 512 + Math.ceil(file.size / 512) * 512;
/**
 * The gzip member: a header with no time or name (OS always Unix), then the tar stream in blocks, each
 * compressed on the thread pool and written in order, then CRC-32 and size. A block ends before an entry
 * that would take it past BLOCK_BYTES, and within an entry every BLOCK_BYTES: cut points that depend on
 * the file list alone, so blocks keep one kind of content (a model file is not mixed with source files)
 * and the same sources give the same archive.
 */
async function gzipBlocks(files, out, signal) {
    const md5 = (0,external_node_crypto_.createHash)('md5');
    let bytes = 0;
    let crc = 0;
    let size = 0;
    const emit = async (chunk) => {
        md5.update(chunk);
        bytes += chunk.length;
        if (!out.write(chunk))
            await (0,external_node_events_.once)(out, 'drain', { signal });
    };
    const inflight = [];
    const launch = async (block, last) => {
        crc = (0,external_node_zlib_.crc32)(block, crc);
        size = (size + block.length) % 2 ** 32;
        const level = incompressible(block) ? 0 : GZIP_LEVEL;
        const compressed = deflateBlock(block, { level, finishFlush: last ? external_node_zlib_.constants.Z_FINISH : external_node_zlib_.constants.Z_FULL_FLUSH });
        compressed.catch(() => { });
        inflight.push(compressed);
        if (inflight.length >= PARALLEL_BLOCKS)
            await emit(await inflight.shift());
    };
    await emit(Buffer.from([0x1f, 0x8b, 8, 0, 0, 0, 0, 0, GZIP_LEVEL === 1 ? 4 : 0, 3]));
    let pending = [];
    let pendingBytes = 0;
    const take = (length) => {
        const joined = Buffer.concat(pending, pendingBytes);
        pending = [joined.subarray(length)];
        pendingBytes -= length;
        return joined.subarray(0, length);
    };
    for (const file of files) {
        if (signal?.aborted)
            throw signal.reason;
        if (pendingBytes > 0 && pendingBytes + entryBytes(file) > BLOCK_BYTES)
            await launch(take(pendingBytes), false);
        for await (const chunk of tarEntry(file)) {
            pending.push(chunk);
            pendingBytes += chunk.length;
            while (pendingBytes >= BLOCK_BYTES)
                await launch(take(BLOCK_BYTES), false);
        }
    }
    pending.push(Buffer.alloc(END_OF_ARCHIVE));
    pendingBytes += END_OF_ARCHIVE;
    await launch(take(pendingBytes), true);
    while (inflight.length > 0)
        await emit(await inflight.shift());
    const trailer = Buffer.alloc(8);
    trailer.writeUInt32LE(crc >>> 0, 0);
    trailer.writeUInt32LE(size, 4);
    await emit(trailer);
    await new Promise((resolve, reject) => out.end((error) => (error ? reject(error) : resolve())));
    return { bytes, contextHash: md5.digest('hex').slice(0, 16) };
}
/** Two zero records end a tar archive. */
const END_OF_ARCHIVE = 1024;
/**
 * One file's bytes of the tar stream (its header or headers, content and padding), made by tar-stream:
 * a pack of this entry alone, without the end-of-archive records that its finalize adds.
 */
async function* tarEntry(file) {
    const tar = (0,tar_stream.pack)();
    let failure;
    const added = addFile(tar, file.path, file.full, file.size, file.mode).then(() => tar.finalize(), (error) => {
        failure = error;
        tar.destroy(error);
    });
    let held = Buffer.alloc(0);
    try {
        for await (const chunk of tar) {
            const joined = held.length > 0 ? Buffer.concat([held, chunk]) : chunk;
            if (joined.length > END_OF_ARCHIVE)
                yield joined.subarray(0, joined.length - END_OF_ARCHIVE);
            held = joined.subarray(Math.max(0, joined.length - END_OF_ARCHIVE));
        }
    }
    catch (error) {
        // The pack stream fails with tar-stream's words; the entry's own failure says which file and why.
        await added;
        throw failure ?? changed(file.path, error);
    }
    await added;
    if (failure)
        throw failure;
}
async function addFile(tar, name, full, size, mode) {
    // Small files (most of a context) in one read; larger ones streamed, so memory stays bounded.
    const content = size <= WHOLE_READ_BYTES ? await (0,promises_.readFile)(full) : undefined;
    if (content && content.length !== size)
        throw changed(name, new Error('Size mismatch'));
    return new Promise((resolve, reject) => {
        const header = { name, size, mode, mtime: new Date(0), uid: 0, gid: 0, uname: '', gname: '', type: 'file' };
        const entry = tar.entry(header, (error) => (error ? reject(changed(name, error)) : resolve()));
        // Without a listener, the entry's own "Size mismatch" (a file that grew or shrank while it was read)
        // would be thrown as an uncaught exception and end the process with no message, outputs or summary.
        entry.on('error', (error) => reject(changed(name, error)));
        if (content) {
            entry.end(content);
            return;
        }
        const source = (0,external_node_fs_.createReadStream)(full, { highWaterMark: READ_BYTES, end: size });
        source.on('error', (error) => {
            entry.destroy(error);
            reject(error);
        });
        source.pipe(entry);
    });
}
/** The build context changed while it was packed: the archive would not be what was listed and checked. */
class ContextChangedError extends ContextError {
}
/** tar-stream's "size mismatch": the file changed between listing and packing. */
function changed(name, error) {
    return /size/i.test(error.message)
        ? new ContextChangedError(`${name} changed while the build context was packed (its size is not the one listed): run again once nothing writes to the context`)
        : error;
}

// EXTERNAL MODULE: ./src/errors.ts
var errors = __webpack_require__(83916);
// EXTERNAL MODULE: ./src/report/outputs.ts
var outputs = __webpack_require__(65468);
// EXTERNAL MODULE: ./src/report/runner-log.ts
var runner_log = __webpack_require__(44169);
// EXTERNAL MODULE: ./src/service/builds/builds.ts
var builds_builds = __webpack_require__(62692);
// EXTERNAL MODULE: external "node:stream"
var external_node_stream_ = __webpack_require__(57075);
// EXTERNAL MODULE: ./node_modules/@actions/http-client/lib/index.js + 1 modules
var lib = __webpack_require__(44942);
// EXTERNAL MODULE: ./src/addresses.ts
var addresses = __webpack_require__(83523);
// EXTERNAL MODULE: ./src/service/http/bounded-body.ts
var bounded_body = __webpack_require__(5050);
// EXTERNAL MODULE: ./src/service/http/errors.ts
var http_errors = __webpack_require__(44261);
// EXTERNAL MODULE: ./src/service/output-lines.ts
var output_lines = __webpack_require__(52952);
// EXTERNAL MODULE: ./src/service/version.ts
var version = __webpack_require__(37575);
;// CONCATENATED MODULE: ./src/service/builds/upload.ts











/** Once the file is sent, the host answers in moments: a host that stays silent longer has lost it. */
const ANSWER_TIMEOUT_MS = 60_000;
/** The host's answer is read up to this, as the service's are. */
const MAX_ANSWER_BYTES = 4 * 1024 * 1024;
/** The longest Code or Message of the host's error shown. */
const MAX_SHOWN = 200;
/** The upload host refused the context; `code` is its XML error Code (ExpiredToken, EntityTooLarge, …). */
class UploadRefusedError extends Error {
    status;
    code;
    name = 'UploadRefusedError';
    constructor(message, status, code) {
        super(message);
        this.status = status;
        this.code = code;
    }
}
/** Sends the archive; resolves when the host took it (200, 201 or 204). */
async function uploadContext(target, archive, archiveBytes, options) {
    const url = uploadUrl(target.uploadUrl);
    const form = multipartForm(target.uploadFields, archive, archiveBytes);
    const body = form.body;
    // No Authorization header, no keep-alive to reuse, no redirect followed (the address is presigned).
    const client = new lib/* HttpClient */.Qq(version/* USER_AGENT */._O, [], {
        allowRedirects: false,
        allowRetries: false,
        socketTimeout: options.timeoutMs,
    });
    let timer;
    let answerTimer;
    let response;
    const onAbort = () => body.destroy(new errors/* CancelledError */.cc('cancelled during the upload'));
    options.signal?.addEventListener('abort', onAbort, { once: true });
    try {
        const deadline = new Promise((_, reject) => {
            timer = setTimeout(() => {
                body.destroy();
                reject(new http_errors/* NetworkError */.Dr(`the upload to ${url.host} did not finish within ${(0,time/* seconds */.YA)(options.timeoutMs)}`));
            }, options.timeoutMs);
            // Once the last byte is sent, the answer has its own, shorter limit.
            const answerMs = options.answerTimeoutMs ?? ANSWER_TIMEOUT_MS;
            body.once('end', () => {
                answerTimer = setTimeout(() => {
                    reject(new http_errors/* NetworkError */.Dr(`the upload host ${url.host} took the file but gave no complete answer within ${(0,time/* seconds */.YA)(answerMs)}`));
                    response?.message.destroy();
                }, answerMs);
            });
        });
        const headers = {
            'content-type': `multipart/form-data; boundary=${form.boundary}`,
            'content-length': String(form.bytes),
        };
        response = await Promise.race([client.sendStream('POST', url.toString(), body, headers), deadline]);
        const text = await Promise.race([
            (0,bounded_body/* readBoundedBody */.c0)(response, MAX_ANSWER_BYTES, `the upload to ${url.host}`),
            deadline,
        ]);
        const status = response.message.statusCode ?? 0;
        if (!TAKEN.includes(status))
            throw refusal(status, text, url.host);
    }
    catch (error) {
        if (options.signal?.aborted)
            throw new errors/* CancelledError */.cc('cancelled during the upload');
        throw uploadFailure(error, response?.message.statusCode ?? 0, url.host);
    }
    finally {
        clearTimeout(timer);
        clearTimeout(answerTimer);
        options.signal?.removeEventListener('abort', onAbort);
        client.dispose();
    }
}
/** Why the upload failed, as the error the cloud build tells apart (refused, or sent again). */
function uploadFailure(error, status, host) {
    if (error instanceof UploadRefusedError || error instanceof http_errors/* NetworkError */.Dr)
        return error;
    // A refusal too large to read whole still says what it is in its first bytes: its status and Code.
    if (error instanceof bounded_body/* AnswerTooLargeError */.Oc && status > 0 && !TAKEN.includes(status)) {
        return refusal(status, error.head, host, `; the answer, over ${MAX_ANSWER_BYTES / (1 << 20)} MiB, was cut off`);
    }
    if (error instanceof http_errors/* UnexpectedAnswerError */.qx)
        return new UploadRefusedError(error.message, 0, undefined);
    return new http_errors/* NetworkError */.Dr(`the upload to ${host} failed (${error.code ?? error.message})`);
}
/** The form: every field in the order given, then the file part last, streamed from the archive. */
function multipartForm(uploadFields, archive, archiveBytes) {
    const boundary = `----agent-deploy-${(0,external_node_crypto_.randomBytes)(12).toString('hex')}`;
    const fields = checkedFields(uploadFields);
    if (!Object.keys(fields).some((name) => name.toLowerCase() === 'content-type'))
        fields['Content-Type'] = 'application/gzip';
    const head = Buffer.from(Object.entries(fields)
        .map(([name, value]) => `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`)
        .join('') +
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="context.tar.gz"\r\nContent-Type: application/gzip\r\n\r\n`);
    const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
    const body = external_node_stream_.Readable.from((async function* () {
        yield head;
        yield* (0,external_node_fs_.createReadStream)(archive);
        yield tail;
    })());
    return { boundary, body, bytes: head.length + archiveBytes + tail.length };
}
/**
 * The fields go into the part headers as they are: a name with a quote or a line break, or a value with
 * a line break, would write other parts (a second file) into the form. The service's presigned fields
 * never carry them; a set that does is refused, nothing is sent.
 */
function checkedFields(fields) {
    for (const [name, value] of Object.entries(fields)) {
        // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what is refused
        if (!/^[\x21-\x7e]+$/.test(name) || name.includes('"') || /[\r\n\u0000]/.test(value)) {
            throw new UploadRefusedError(`The service gave upload fields that cannot be sent as a form (field ${JSON.stringify(name.slice(0, 60))}: a quote, a line break or a control character); nothing was uploaded`, 0, undefined);
        }
    }
    return { ...fields };
}
/** https, or http to a loopback host: the context may hold what should not cross a network in clear. */
function uploadUrl(value) {
    let url;
    try {
        url = new URL(value);
    }
    catch {
        throw new UploadRefusedError(`The service gave an upload address that is not a URL`, 0, undefined);
    }
    if (url.protocol !== 'https:' && !(url.protocol === 'http:' && (0,addresses/* isLoopback */.U)(url.hostname))) {
        throw new UploadRefusedError(`The service gave an upload address that is not https (${url.protocol}//${url.host}); nothing was uploaded`, 0, undefined);
    }
    return url;
}
/** The statuses of an upload the host took. */
const TAKEN = [200, 201, 204];
/** The host's XML error in plain words: "AccessDenied: Request has expired". */
function refusal(status, text, host, cut = '') {
    const code = /<Code>([^<]*)<\/Code>/.exec(text)?.[1];
    const message = /<Message>([^<]*)<\/Message>/.exec(text)?.[1];
    const said = code
        ? `${(0,output_lines/* cutText */.IN)(code, MAX_SHOWN)}${message ? `: ${(0,output_lines/* cutText */.IN)(message, MAX_SHOWN)}` : ''}`
        : (0,output_lines/* cutText */.IN)(text.replace(/\s+/g, ' ').trim(), MAX_SHOWN) || '(empty body)';
    return new UploadRefusedError(`The upload host ${host} refused the build context (${status}): ${said}${cut}`, status, code);
}

// EXTERNAL MODULE: ./src/service/regions.ts
var regions = __webpack_require__(57950);
;// CONCATENATED MODULE: ./src/cloud-build/follow-build.ts





// Following a build on the service: its status read about every 2 s (never more than once a second), its
// log lines shown as they appear, each once, through the escaped log; the end told in the build's words.
/** How many of a failed build's last log lines go into the error and the job summary. */
const BUILD_LINES_SHOWN = 20;
/** The most log lines asked for (the reference's maximum). */
const BUILD_LOG_LIMIT = 10_000;
function buildPollDelay(elapsedMs) {
    return elapsedMs < 120_000 ? 2_000 : 5_000;
}
/** A build that failed, timed out on the service, or did not finish within build-timeout. */
class BuildFailedError extends Error {
    lastLines;
    name = 'BuildFailedError';
    constructor(message, lastLines) {
        super(message);
        this.lastLines = lastLines;
    }
}
/** Waits for the build to succeed; shows its lines and status changes as they come. */
async function followBuild(builds, first, timeoutMs, signal) {
    const started = Date.now();
    let build = first;
    let status = '';
    const lines = [];
    // Why the lines shown may not be all of the log: said once as it happens, and again with a failure.
    let incomplete;
    const showNew = async () => {
        const all = await builds.getBuildLogs(build.id, BUILD_LOG_LIMIT).catch((error) => {
            if (error instanceof errors/* CancelledError */.cc)
                throw error;
            if (!incomplete)
                runner_log/* log */.R.warning(`The logs of build ${build.id} could not be read (${(0,errors/* errorMessage */.gJ)(error)}): the lines shown may be incomplete`);
            incomplete = `its log could not be read in full: ${(0,errors/* errorMessage */.gJ)(error)}`;
            return lines;
        });
        if (all.length >= BUILD_LOG_LIMIT && !incomplete) {
            incomplete = `the service gives at most the first ${BUILD_LOG_LIMIT} lines of a build's log`;
            runner_log/* log */.R.warning(`Build ${build.id} has written ${BUILD_LOG_LIMIT} log lines or more; ${incomplete}, so its last lines are not shown`);
        }
        // The reference has no paging: each read gives the lines so far, and only the new ones are shown.
        for (const line of all.slice(lines.length)) {
            lines.push(line);
            runner_log/* log */.R.info((0,output_lines/* cutLine */.Hh)(line));
        }
    };
    return runner_log/* log */.R.group(`Build ${first.id}`, async () => {
        for (;;) {
            if (build.status !== status)
                runner_log/* log */.R.info(`Build ${build.id}: ${build.status} (${(0,time/* seconds */.YA)(Date.now() - started)})`);
            status = build.status;
            await showNew();
            if (build.status === 'success')
                return build;
            if (builds_builds/* TERMINAL_BUILD_STATUSES */.Pn.has(build.status)) {
                const last = lines.slice(-BUILD_LINES_SHOWN).map(output_lines/* cutLine */.Hh);
                const note = incomplete ? ` (${incomplete})` : '';
                throw new BuildFailedError(`Build ${build.id} ${build.status === 'timeout' ? 'timed out on the service' : 'failed'}: ${build.errorMessage ?? '(the service gave no errorMessage)'}${last.length ? `. Its last log lines${note}:\n${last.join('\n')}` : note}`, last);
            }
            const elapsed = Date.now() - started;
            if (elapsed >= timeoutMs) {
                throw new BuildFailedError(`Build ${build.id} was still ${build.status} after ${(0,time/* seconds */.YA)(elapsed)} (build-timeout is ${(0,time/* seconds */.YA)(timeoutMs)}): it may still finish on the service; nothing was deployed`, lines.slice(-BUILD_LINES_SHOWN).map(output_lines/* cutLine */.Hh));
            }
            await (0,time/* sleep */.yy)(Math.min(buildPollDelay(elapsed), Math.max(1_000, timeoutMs - elapsed)), signal);
            if (signal.aborted)
                throw new errors/* CancelledError */.cc(String(signal.reason ?? 'cancelled'));
            build = await (0,time/* raceAbort */.Mu)(builds.getBuild(build.id), signal);
        }
    });
}

;// CONCATENATED MODULE: ./src/cloud-build/build-phase.ts















// The image as a build of the service's cloud build: the context packed (reproducibly, so the same
// sources give the same hash), looked up by its hash before anything is uploaded, else uploaded and
// built, and followed to its end before any agent write. Or an existing build, given by its id.
/** The upload's time limit: the upload address itself lives 15 minutes. */
const UPLOAD_TIMEOUT_MS = 15 * 60_000;
const UPLOAD_ATTEMPTS = 3;
/** The build this run deploys, by id; undefined when it deploys an image (or a dry run found no build). */
async function buildPhase(inputs, before, http, report, signal, 
/** the deploy file's [build.exclude] patterns */
excludes = []) {
    const builds = new builds_builds/* BuildService */.SH(http);
    try {
        return await buildFrom(inputs, before, builds, report, signal, excludes);
    }
    catch (error) {
        if (error instanceof BuildFailedError)
            report.buildLogs = error.lastLines;
        throw error;
    }
}
async function buildFrom(inputs, before, builds, report, signal, excludes) {
    if (inputs['build-id'])
        return existingBuild(inputs['build-id'], inputs, before, builds, report);
    if (!inputs['cloud-build'])
        return undefined;
    const region = await buildRegion(inputs, before, builds);
    const dockerfile = inputs.dockerfile.replaceAll('\\', '/').replace(/^\.\//, '');
    const temp = await (0,promises_.mkdtemp)((0,external_node_path_.join)(process.env.RUNNER_TEMP || (0,external_node_os_.tmpdir)(), 'agent-context-'));
    try {
        const packed = await runner_log/* log */.R.group('Pack the build context', () => pack(inputs, dockerfile, excludes, temp, signal));
        report.build = {
            region,
            contextHash: packed.contextHash,
            contextBytes: packed.contextBytes,
            fileCount: packed.fileCount,
            archiveBytes: packed.bytes,
        };
        (0,outputs/* setOutput */.uH)('context-hash', packed.contextHash);
        const found = await (0,time/* raceAbort */.Mu)(builds.findBuild(packed.contextHash, region, dockerfile), signal);
        if (found) {
            runner_log/* log */.R.info(`Build ${found.id} was made from the same context (hash ${packed.contextHash}, region ${region}, ${dockerfile}): nothing is uploaded or built`);
            return recordBuild(report, found.id, true);
        }
        if (inputs['dry-run']) {
            runner_log/* log */.R.info(`No build of this context exists yet (hash ${packed.contextHash}): a deploy would upload ${(0,time/* megabytes */.ix)(packed.bytes)} and build it`);
            return undefined;
        }
        const started = Date.now();
        const uploadId = await upload(builds, region, packed, report, signal);
        const made = await (0,time/* raceAbort */.Mu)(builds.createBuild(uploadId, region, dockerfile), signal);
        report.build.id = made.build.id;
        if (made.cached) {
            checkCached(made.build, packed.contextHash, region, dockerfile);
            runner_log/* log */.R.info(`The service already has a successful build of this context: build ${made.build.id}`);
            return recordBuild(report, made.build.id, true);
        }
        (0,outputs/* setOutsideOutput */.fy)('build-id', made.build.id);
        checkFollowed(await followBuild(builds, made.build, inputs['build-timeout'] * 1000, signal), packed.contextHash, region);
        report.build.durationMs = Date.now() - started;
        return recordBuild(report, made.build.id, false);
    }
    finally {
        await (0,promises_.rm)(temp, { recursive: true, force: true });
    }
}
async function pack(inputs, dockerfile, excludes, temp, signal) {
    const workspace = (0,workspace_files/* workspaceDir */.zf)();
    const listing = await listContext((0,external_node_path_.resolve)(workspace, inputs['build-context']), dockerfile, excludes, inputs['build-context'], workspace);
    if (listing.leftOutSecrets.length > 0) {
        runner_log/* log */.R.info(`Left out because they look like secrets or hold the checkout's credentials (a .dockerignore '!' rule naming them takes them in): ${listing.leftOutSecrets.join(', ')}`);
    }
    if (listing.leftOutLinks.length > 0)
        runner_log/* log */.R.info(`Left out, links that lead out of the context or to a file left out: ${listing.leftOutLinks.join(', ')}`);
    if (listing.leftOutSpecial.length > 0)
        runner_log/* log */.R.info(`Left out, not regular files (FIFOs, sockets, devices): ${listing.leftOutSpecial.join(', ')}`);
    const started = Date.now();
    const packed = await packContext(listing, (0,external_node_path_.join)(temp, 'context.tar.gz'), signal);
    runner_log/* log */.R.info(`Packed ${packed.fileCount} files, ${(0,time/* megabytes */.ix)(packed.contextBytes)} (${(0,time/* megabytes */.ix)(packed.bytes)} compressed) from '${inputs['build-context']}' in ${(0,time/* seconds */.YA)(Date.now() - started)}, ${rulesUsed(listing.ignoreFile, excludes)}; context hash ${packed.contextHash}`);
    return packed;
}
/** Which rules shaped the context, in words: its ignore file, or the defaults and the deploy file's exclusions. */
function rulesUsed(ignoreFile, excludes) {
    if (ignoreFile) {
        return `by its ${ignoreFile}${excludes.length > 0 ? " (the deploy file's [build.exclude] patterns are not used with an ignore file, as for the service's CLI)" : ''}`;
    }
    const extra = excludes.length > 0 ? ` and the deploy file's [build.exclude] patterns (${excludes.join(', ')})` : '';
    return `by the service clients' default exclusions${extra} (no .dockerignore)`;
}
/**
 * The build's region: given, else the agent's, else the organization's default; never another than the
 * agent's (a region input that would move the agent was refused before this phase: refuseRegionMove).
 */
async function buildRegion(inputs, before, builds) {
    const region = await (0,regions/* agentRegion */.C)(inputs.region, before, builds);
    if (!region)
        throw new errors/* PlanError */.W6("The service names no default region (GET /properties), and neither input 'region' nor the agent gives one: set 'region'");
    return region;
}
async function existingBuild(id, inputs, before, builds, report) {
    const build = await builds.getBuild(id);
    if (build.status !== 'success') {
        throw new errors/* PlanError */.W6(`Build ${id} is ${build.status}${builds_builds/* TERMINAL_BUILD_STATUSES */.Pn.has(build.status) ? '' : ' (not finished)'}: only a successful build can be deployed (build-id)`);
    }
    const region = inputs.region ?? before?.region ?? undefined;
    if (region && build.region && build.region !== region) {
        throw new errors/* PlanError */.W6(`Build ${id} is in region '${build.region}', but agent '${inputs['agent-name']}' is ${before ? '' : 'to be created '}in region '${region}': builds must be in the agent's region`);
    }
    runner_log/* log */.R.info(`Deploying build ${id} (${build.region ?? 'region not reported'}), as build-id asks: nothing is uploaded or built`);
    return recordBuild(report, id, true);
}
/** A build the service answers as already made (200, cached): deployed only when its record shows this context. */
function checkCached(build, contextHash, region, dockerfile) {
    if (build.status === 'success' && (0,builds_builds/* madeFrom */.am)(build, contextHash, region, dockerfile))
        return;
    throw new BuildFailedError(`The service answered that build ${build.id} already exists for this context, but its record shows ${buildFields(build)}, not a successful build of context ${contextHash} in region ${region} with ${dockerfile}: it is not deployed. Nothing was deployed`, []);
}
/** A build this run followed to success: it must be in the agent's region, and of this context where it says. */
function checkFollowed(build, contextHash, region) {
    const otherRegion = build.region && build.region !== region;
    const otherContext = build.contextHash && build.contextHash !== contextHash;
    if (!otherRegion && !otherContext)
        return;
    throw new BuildFailedError(`Build ${build.id} succeeded, but its record shows ${buildFields(build)}, while this run uploaded context ${contextHash} for region ${region}: it is not deployed. Nothing was deployed`, []);
}
const buildFields = (build) => `status ${build.status}, context ${build.contextHash ?? '(not reported)'}, region ${build.region ?? '(not reported)'}, ${build.dockerfilePath ?? 'Dockerfile'}`;
function recordBuild(report, id, cached) {
    if (report.build)
        Object.assign(report.build, { id, cached });
    (0,outputs/* setOutsideOutput */.fy)('build-id', id);
    (0,outputs/* setOutput */.uH)('build-cached', String(cached));
    return id;
}
/** Uploads the archive; transient failures are tried again, an expired address is replaced by a new one. */
async function upload(builds, region, packed, report, signal) {
    for (let attempt = 1;; attempt++) {
        const target = await (0,time/* raceAbort */.Mu)(builds.uploadTarget(region), signal);
        try {
            runner_log/* log */.R.info(`Uploading ${(0,time/* megabytes */.ix)(packed.bytes)} to ${new URL(target.uploadUrl).host} (upload ${target.uploadId})`);
            report.uploadId = target.uploadId;
            await uploadContext(target, packed.file, packed.bytes, { timeoutMs: UPLOAD_TIMEOUT_MS, signal });
            return target.uploadId;
        }
        catch (error) {
            const expired = error instanceof UploadRefusedError && (error.code === 'ExpiredToken' || /expired/i.test(error.message));
            const transient = error instanceof http_errors/* NetworkError */.Dr || (error instanceof UploadRefusedError && error.status >= 500);
            if (!(expired || transient) || attempt >= UPLOAD_ATTEMPTS)
                throw error;
            runner_log/* log */.R.info(`Uploading again${expired ? ' with a new upload address' : ''} (${attempt}/${UPLOAD_ATTEMPTS - 1}): ${error.message}`);
            await (0,time/* sleep */.yy)(expired ? 0 : 1000 * attempt, signal);
        }
    }
}


/***/ }),

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


/***/ })

};

//# sourceMappingURL=136.index.js.map