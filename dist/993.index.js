export const id = 993;
export const ids = [993,93,114];
export const modules = {

/***/ 97993:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  scenarioPhase: () => (/* binding */ scenarioPhase)
});

// EXTERNAL MODULE: ./src/errors.ts
var errors = __webpack_require__(83916);
// EXTERNAL MODULE: ./src/pool.ts
var pool = __webpack_require__(59537);
// EXTERNAL MODULE: ./src/report/runner-log.ts
var runner_log = __webpack_require__(44169);
// EXTERNAL MODULE: ./src/report/scenario-summary.ts
var scenario_summary = __webpack_require__(59451);
// EXTERNAL MODULE: ./src/scenarios/scenario.ts + 1 modules
var scenario = __webpack_require__(88269);
// EXTERNAL MODULE: ./src/service/agents/agent-config.ts
var agent_config = __webpack_require__(20662);
// EXTERNAL MODULE: ./src/time.ts
var time = __webpack_require__(29834);
// EXTERNAL MODULE: ./src/after-ready/session-check.ts
var session_check = __webpack_require__(297);
// EXTERNAL MODULE: ./src/after-ready/session-start.ts
var session_start = __webpack_require__(31757);
// EXTERNAL MODULE: ./src/session-transports.ts
var session_transports = __webpack_require__(38598);
// EXTERNAL MODULE: ./src/after-ready/speech/caller-speech.ts
var caller_speech = __webpack_require__(35279);
// EXTERNAL MODULE: ./src/after-ready/speech/speech-client.ts
var speech_client = __webpack_require__(58565);
;// CONCATENATED MODULE: ./src/after-ready/speech/call-scenarios-speech.ts



/** Every distinct `user:` text of the scenarios, spoken. */
async function speakScenarioTurns(speech, scenarios) {
    const spoken = new Map();
    for (const scenario of scenarios)
        for (const turn of scenario.turns)
            if (turn.user !== undefined && !spoken.has(turn.user))
                spoken.set(turn.user, await (0,caller_speech/* spokenTurn */.qm)(speech, turn.user));
    return { speech, spoken };
}
/** Whether the scenario's user turns are spoken: over a call, or with `user.modality: audio`. */
function speaksTurns(scenario, transport) {
    return (0,session_transports/* isCall */.nT)(transport) || scenario.userAudio;
}
/**
 * What the scenarios' calls speak with (a call, and speech-api-key), or why the speech service refused: its
 * trouble, never the deployment's; undefined when no speech service is asked for.
 */
async function callSpeechFor(inputs, scenarios) {
    const transport = inputs['session-transport'];
    const spoken = scenarios.filter((scenario) => speaksTurns(scenario, transport));
    // a call's responses, and a spoken bot's (judge.modality audio), are heard by it too
    const hears = (0,session_transports/* isCall */.nT)(transport) || scenarios.some((scenario) => scenario.botAudio);
    const speech = spoken.length > 0 || hears ? (0,speech_client/* speechClient */.iy)(inputs) : undefined;
    if (!speech)
        return undefined;
    try {
        return await speakScenarioTurns(speech, spoken);
    }
    catch (error) {
        if (!(error instanceof speech_client/* SpeechError */.pj))
            throw error;
        return { refused: `${error.message}. The speech service is at fault, not the deployment: not rolled back` };
    }
}

// EXTERNAL MODULE: ./node_modules/@actions/http-client/lib/index.js + 1 modules
var lib = __webpack_require__(44942);
// EXTERNAL MODULE: ./src/scenarios/judge-reach.ts
var judge_reach = __webpack_require__(74114);
// EXTERNAL MODULE: ./src/secrets.ts
var secrets = __webpack_require__(27194);
// EXTERNAL MODULE: ./src/service/http/bounded-body.ts
var bounded_body = __webpack_require__(5050);
// EXTERNAL MODULE: ./src/service/http/one-exchange.ts
var one_exchange = __webpack_require__(21172);
;// CONCATENATED MODULE: ./src/after-ready/scenarios/scenario-judge.ts





// The judge of eval: criteria, as Pipecat's EvalJudge asks one (pipecat-ai/pipecat,
// src/pipecat/evals/judge.py: JUDGE_SYSTEM_INSTRUCTION, JUDGE_ASK_TEMPLATE, _parse_verdict): the scenario's
// judge when it is OpenAI (api.openai.com) or names an OpenAI-compatible `endpoint` (checked with the
// scenario: https, or http to this machine), asked with judge-api-key (masked, sent to that host only).
// Without a key, or with another judge service, an eval: is not judged; nor when the judge cannot be
// reached or answers nothing readable: a judge's trouble is not the deployment's.
const SYSTEM = "You are a strict but fair judge evaluating a conversation between a user and a bot under test. The 'user' messages are the user; the 'assistant' messages are the bot's replies. Judge only the bot's most recent reply — which may have arrived as several consecutive 'assistant' messages — against the given criterion, using the earlier turns only as context. The reply may still be streaming in. " +
    'Respond ONLY with a JSON object on a single line containing two fields: {"verdict": "yes" | "no" | "continue", "reason": "<one short sentence>"}. ' +
    'Use "yes" if the reply satisfies the criterion. Use "continue" if the bot has not given its answer yet: it says it is checking, looking something up, fetching, working on something, or that it will report back. A greeting or an obviously incomplete fragment is also "continue". ' +
    'Use "no" only when the bot has given its answer and that answer fails the criterion. If the bot has not answered yet, always use "continue", never "no". Do not include any other text, explanation, or markdown.';
const ASK = (criterion) => `Does the bot's most recent reply satisfy this criterion?\n\nCriterion: ${criterion}\n\nAnswer yes, no, or continue.`;
const MOST_ANSWER_BYTES = 256 * 1024;
/** the whole exchange with the judge, from sending to the answer's last byte */
const JUDGE_TIMEOUT_MS = 30_000;
/** The judge of a scenario's eval: criteria. */
function judgeFor(key, judge, timeoutMs = JUDGE_TIMEOUT_MS) {
    const why = (0,judge_reach.unjudgedWhy)(key, judge);
    if (why || !key)
        return async () => ({ unjudged: why ?? 'no judge-api-key' });
    const endpoint = typeof judge.endpoint === 'string' ? judge.endpoint.replace(/\/+$/, '') : 'https://api.openai.com/v1';
    const extra = typeof judge.extra === 'object' && judge.extra !== null ? judge.extra : {};
    // The key goes to the judge's host only: a redirect is an answer, never followed with it.
    const client = new lib/* HttpClient */.Qq('agent-deploy-action', undefined, {
        socketTimeout: timeoutMs,
        allowRetries: false,
        allowRedirects: false,
    });
    return async (criterion, reply) => {
        const body = JSON.stringify({
            ...extra,
            model: typeof judge.model === 'string' ? judge.model : 'gpt-4o',
            max_tokens: 200,
            messages: [
                { role: 'system', content: SYSTEM },
                { role: 'assistant', content: reply },
                { role: 'user', content: ASK(criterion) },
            ],
        });
        const url = `${endpoint}/chat/completions`;
        try {
            const headers = { authorization: `Bearer ${key}`, 'content-type': 'application/json' };
            const what = `the judge (${new URL(url).host})`;
            const request = { method: 'POST', url, body: Buffer.from(body), headers };
            const { status, bytes } = await (0,one_exchange/* oneExchange */.K)(client, request, MOST_ANSWER_BYTES, what, timeoutMs);
            const text = bytes.toString('utf8');
            if (status < 200 || status > 299)
                return { unjudged: `the judge answered ${status}: ${(0,secrets/* shortened */.vI)(text, 300)}` };
            return verdictOf(text);
        }
        catch (error) {
            if (error instanceof bounded_body/* AnswerTooLargeError */.Oc)
                return { unjudged: (0,secrets/* redact */.E$)(error.message) };
            return { unjudged: `the judge could not be reached (${(0,secrets/* redact */.E$)(error.message)})` };
        }
    };
}
/** The verdict in the judge's answer, code fences or not. */
function verdictOf(text) {
    let content = '';
    try {
        content = String(JSON.parse(text)?.choices?.[0]?.message?.content ?? '');
    }
    catch {
        return { unjudged: `the judge's answer is not JSON: ${(0,secrets/* shortened */.vI)(text, 200)}` };
    }
    const cleaned = content
        .trim()
        .replace(/^```(?:json)?\s*|\s*```$/gm, '')
        .trim();
    // As Pipecat's _parse_verdict: the first JSON object, whatever surrounds it; a verdict other than the
    // three the prompt names is a no. Prose without that object is no verdict at all: never a yes.
    const parsed = firstJsonObject(cleaned);
    if (parsed) {
        const verdict = String(parsed.verdict ?? '')
            .trim()
            .toLowerCase();
        const reason = (0,secrets/* shortened */.vI)(String(parsed.reason ?? '').trim() || '(no reason given)', 300);
        return verdict === 'yes' || verdict === 'continue' ? { verdict, reason } : { verdict: 'no', reason };
    }
    return { unjudged: `the judge answered without the JSON verdict its prompt asks for: ${(0,secrets/* shortened */.vI)(cleaned, 200)}` };
}
/** The first JSON object in `text` (from its first '{' to the brace that closes it), or undefined. */
function firstJsonObject(text) {
    const start = text.indexOf('{');
    if (start === -1)
        return undefined;
    let depth = 0;
    let quoted = false;
    for (let i = start; i < text.length; i++) {
        const char = text[i];
        if (quoted) {
            if (char === '\\')
                i++;
            else if (char === '"')
                quoted = false;
        }
        else if (char === '"')
            quoted = true;
        else if (char === '{')
            depth++;
        else if (char === '}' && --depth === 0) {
            try {
                const value = JSON.parse(text.slice(start, i + 1));
                return typeof value === 'object' && value !== null ? value : undefined;
            }
            catch {
                return undefined;
            }
        }
    }
    return undefined;
}

// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __webpack_require__(73024);
// EXTERNAL MODULE: external "node:fs/promises"
var promises_ = __webpack_require__(51455);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(76760);
// EXTERNAL MODULE: ./src/workspace-files.ts
var workspace_files = __webpack_require__(37076);
;// CONCATENATED MODULE: ./src/after-ready/scenarios/scenario-junit.ts







// The scenario runs as a JUnit XML report (scenario-report), one test case per run, for the test-report
// actions people already use: a failed run's failure names the turn and what came instead; a run whose
// eval: was not judged is skipped; each case's output is its transcript. Text from the bot is data:
// secrets replaced first (shortened does), cut, and escaped for XML. The file is written only inside the
// workspace, never through a link.
/** Writes the report to `path` (relative to the workspace) when one is asked for; a problem is a warning. */
async function writeJunit(path, runs) {
    if (!path)
        return;
    const workspace = (0,workspace_files/* workspaceDir */.zf)();
    try {
        const root = await (0,promises_.realpath)(workspace);
        const full = (0,external_node_path_.join)(root, path);
        await (0,promises_.mkdir)((0,external_node_path_.dirname)(full), { recursive: true });
        if (!(0,workspace_files/* isInside */.FK)(root, await (0,promises_.realpath)((0,external_node_path_.dirname)(full))))
            throw new Error(`${path} leads out of the workspace through a link`);
        const file = await (0,promises_.open)(full, 
        // O_NONBLOCK: a FIFO put there since the inputs were read fails at once (ENXIO) rather than hold the step
        external_node_fs_.constants.O_WRONLY | external_node_fs_.constants.O_CREAT | external_node_fs_.constants.O_NOFOLLOW | external_node_fs_.constants.O_NONBLOCK, 0o644);
        try {
            if (!(await file.stat()).isFile())
                throw new Error(`${path} is not a regular file`);
            await file.truncate(0);
            await file.writeFile(junitXml(runs));
        }
        finally {
            await file.close();
        }
        runner_log/* log */.R.info(`Wrote the scenario report to ${(0,external_node_path_.relative)(root, full)}`);
    }
    catch (error) {
        runner_log/* log */.R.warning(`The scenario report (scenario-report: ${path}) was not written: ${error.message}`);
    }
}
function junitXml(runs) {
    const failures = runs.filter((run) => run.status === 'failed').length;
    const skipped = runs.filter((run) => run.status === 'skipped').length;
    const seconds = (ms) => (ms / 1000).toFixed(3);
    const total = runs.reduce((sum, run) => sum + run.durationMs, 0);
    const cases = runs.map((run) => {
        const name = xml(`${run.scenario} #${run.repeat}`);
        const body = run.status === 'failed'
            ? `<failure message="${xml(run.failure ?? 'failed')}"/>`
            : run.status === 'skipped'
                ? `<skipped message="${xml((0,scenario_summary/* unjudgedReasons */.aM)([run])[0] ?? 'eval: not judged')}"/>`
                : '';
        return `    <testcase classname="${xml(run.file)}" name="${name}" time="${seconds(run.durationMs)}">${body}<system-out>${xml((0,scenario_summary/* transcriptText */.KW)(run))}</system-out></testcase>`;
    });
    return [
        '<?xml version="1.0" encoding="UTF-8"?>',
        `<testsuites name="scenarios" tests="${runs.length}" failures="${failures}" skipped="${skipped}" time="${seconds(total)}">`,
        `  <testsuite name="scenarios" tests="${runs.length}" failures="${failures}" skipped="${skipped}" time="${seconds(total)}">`,
        ...cases,
        '  </testsuite>',
        '</testsuites>',
        '',
    ].join('\n');
}
/** Secrets replaced, cut to 2,000 characters, characters XML cannot hold dropped, the rest escaped. */
function xml(text) {
    return (0,secrets/* shortened */.vI)(text, 2000)
        .replace(/[^\t\n\r\u0020-\uD7FF\uE000-\uFFFD]/gu, '')
        .replace(/&/g, '&amp;')
        .replace(/</g, '&lt;')
        .replace(/>/g, '&gt;')
        .replace(/"/g, '&quot;');
}

// EXTERNAL MODULE: ./src/after-ready/awaited-lines.ts
var awaited_lines = __webpack_require__(38349);
// EXTERNAL MODULE: ./src/after-ready/bot-exit.ts
var bot_exit = __webpack_require__(64046);
// EXTERNAL MODULE: ./src/after-ready/session-confirm.ts
var session_confirm = __webpack_require__(64273);
// EXTERNAL MODULE: ./src/after-ready/transport-fault.ts
var transport_fault = __webpack_require__(43392);
// EXTERNAL MODULE: ./src/after-ready/transports/audio/caller-pace.ts
var caller_pace = __webpack_require__(65783);
// EXTERNAL MODULE: ./src/after-ready/transports/audio/loudness.ts
var loudness = __webpack_require__(90471);
// EXTERNAL MODULE: ./src/after-ready/transports/bot-link.ts
var bot_link = __webpack_require__(43915);
// EXTERNAL MODULE: ./src/after-ready/transports/bot-session.ts + 13 modules
var bot_session = __webpack_require__(80345);
// EXTERNAL MODULE: ./src/after-ready/transports/phone/hang-up-lines.ts
var hang_up_lines = __webpack_require__(69388);
// EXTERNAL MODULE: ./src/after-ready/transports/rtvi.ts
var rtvi = __webpack_require__(38356);
;// CONCATENATED MODULE: ./src/after-ready/scenarios/scenario-events.ts

const MOST_TEXT = 64 * 1024;
/** Over a call: a quiet this long between the bot's sounds starts a new response. */
const UTTERANCE_GAP_MS = 500;
const MOST_QUEUED = 10_000;
class ScenarioEvents {
    botAudio;
    queue = [];
    waiters = [];
    buffer = [];
    awaitingRestart = false;
    /** the time each event type was last seen, for send_after */
    latest = new Map();
    /** an RTVI error from the bot, or why the connection ended: nothing more will come */
    over;
    /** when the bot answered: each bot-llm-text, and each audio frame with sound (noted by the caller) */
    answers = [];
    /** over a call: the bot's last sound */
    lastSoundAt = Number.NEGATIVE_INFINITY;
    /** judge.modality audio with a speech service: each answer's audio, heard (its first sound, its words) */
    heards = [];
    lastHeardAt = Number.NEGATIVE_INFINITY;
    /** whether the bot's spoken answers are heard by a speech service (judge.modality audio, speech-api-key) */
    hearsAudio = false;
    constructor(botAudio) {
        this.botAudio = botAudio;
    }
    /** One RTVI server message (the JSON inside a message frame), at `at`. */
    take(message, at) {
        const data = (typeof message.data === 'object' && message.data !== null ? message.data : {});
        if (message.type === 'error' || message.type === 'error-response') {
            const error = typeof data.error === 'string' ? data.error : JSON.stringify(data.error ?? data);
            this.end(`the bot answered with an RTVI error: ${(0,secrets/* shortened */.vI)(error, 300)}`);
            return;
        }
        if (message.type === 'bot-llm-text')
            this.answered(at);
        for (const event of this.translate(String(message.type), data))
            this.push(event, at);
    }
    /** The bot answered at `at` (its words, or audio with sound). */
    answered(at) {
        if (this.answers.length < MOST_QUEUED)
            this.answers.push(at);
    }
    /**
     * Over a call: the bot's audio with sound at `at`; after a quiet, a response begins: without words, or with
     * those `heard` gives once it is said (a speech service on the caller's side).
     */
    callSound(at, heard) {
        this.answered(at);
        const fresh = at - this.lastSoundAt > UTTERANCE_GAP_MS;
        this.lastSoundAt = at;
        if (!fresh)
            return;
        this.awaitingRestart = false;
        // a call shows the bot's audio, and its words only as heard: a `response` (call-scenarios.ts)
        const words = heard?.();
        // a response no expectation reads the words of never leaves its failure unhandled
        words?.catch(() => undefined);
        this.push({ type: 'response', ...(words ? { heard: words } : { text: '' }) }, at);
    }
    /** The bot's audio with sound at `at`, heard by a speech service: a new answer after half a second of quiet. */
    heardSound(at, heard) {
        const fresh = at - this.lastHeardAt > UTTERANCE_GAP_MS;
        this.lastHeardAt = at;
        if (!fresh || this.heards.length >= MOST_QUEUED)
            return;
        const words = heard();
        words.catch(() => undefined);
        this.heards.push({ at, words });
        this.wake();
    }
    /** The words of the events of `type` queued now, in order, left queued. */
    queuedText(type) {
        return this.queue
            .filter((event) => event.type === type)
            .map((event) => event.text ?? '')
            .join('');
    }
    /** The words heard of the first answer whose sound began at `from` or later; undefined when none came by the deadline. */
    async heardFrom(from, deadline, signal) {
        for (;;) {
            const found = this.heards.find((heard) => heard.at >= from);
            if (found)
                return found.words;
            if (this.over || signal.aborted || Date.now() >= deadline)
                return undefined;
            await this.wait(deadline, signal);
        }
    }
    /** Over a call: the provider's clear, as Pipecat's bot-interrupted; its next sound is a new response. */
    callCleared(at) {
        this.lastSoundAt = Number.NEGATIVE_INFINITY;
        for (const event of this.translate('bot-interrupted', {}))
            this.push(event, at);
    }
    /** A mark to time the next answer from: answers noted before it never count (the same millisecond included). */
    answerMark() {
        return this.answers.length;
    }
    /** The time of the bot's first answer noted after `mark`. */
    firstAnswer(mark) {
        return this.answers[mark];
    }
    /** Nothing more comes: the connection ended (in words). */
    end(why) {
        this.over ??= why;
        this.wake();
    }
    /** Drops the bot's output not yet matched, keeping the caller's transcriptions (they are a turn's input). */
    dropPending() {
        this.buffer = [];
        this.queue = this.queue.filter((event) => event.type === 'user_transcription');
    }
    /** The next event `accept` takes (the others before it are dropped), or undefined at the deadline or the end. */
    async next(accept, deadline, signal) {
        for (;;) {
            while (this.queue.length > 0) {
                const event = this.queue.shift();
                if (accept(event))
                    return event;
            }
            if (this.over || signal.aborted || Date.now() >= deadline)
                return undefined;
            await this.wait(deadline, signal);
        }
    }
    translate(type, data) {
        switch (type) {
            case 'bot-ready':
                return [{ type: 'bot_ready' }];
            case 'user-started-speaking':
            case 'bot-interrupted':
                this.dropPending();
                this.awaitingRestart = true;
                return [{ type: type === 'bot-interrupted' ? 'bot_interrupted' : 'user_started_speaking' }];
            case 'user-stopped-speaking':
                return [{ type: 'user_stopped_speaking' }];
            case 'vad-user-started-speaking':
                return [{ type: 'vad_user_started_speaking' }];
            case 'vad-user-stopped-speaking':
                return [{ type: 'vad_user_stopped_speaking' }];
            case 'user-transcription':
                return data.final ? [{ type: 'user_transcription', text: scenario_events_text(data.text) }] : [];
            case 'bot-llm-started':
                this.awaitingRestart = false;
                this.buffer = [];
                return [{ type: 'llm_started' }];
            case 'bot-llm-text':
                if (!this.awaitingRestart && this.buffer.join('').length < MOST_TEXT)
                    this.buffer.push(scenario_events_text(data.text));
                return [];
            case 'bot-llm-stopped': {
                const words = this.buffer.join('');
                this.buffer = [];
                return this.awaitingRestart ? [] : [{ type: 'llm_response', text: words }];
            }
            case 'bot-tts-text':
                return this.botAudio ? [{ type: 'tts_response', text: scenario_events_text(data.text) }] : [];
            case 'llm-function-call-in-progress':
                return [{ type: 'function_call', name: scenario_events_text(data.function_name), args: argsOf(data.arguments) }];
            case 'llm-function-call-stopped':
                return [
                    {
                        type: 'function_call_stopped',
                        name: scenario_events_text(data.function_name),
                        args: { tool_call_id: data.tool_call_id ?? null, cancelled: data.cancelled ?? null },
                    },
                ];
            default:
                return [];
        }
    }
    push(event, at) {
        this.latest.set(event.type, at);
        if (this.queue.length < MOST_QUEUED)
            this.queue.push({ ...event, at });
        this.wake();
    }
    wake() {
        for (const waiter of this.waiters.splice(0))
            waiter();
    }
    wait(deadline, signal) {
        return new Promise((resolve) => {
            const done = () => {
                clearTimeout(timer);
                signal.removeEventListener('abort', done);
                resolve();
            };
            const timer = setTimeout(done, Math.max(0, deadline - Date.now()));
            signal.addEventListener('abort', done, { once: true });
            this.waiters.push(done);
        });
    }
}
function scenario_events_text(value) {
    return typeof value === 'string' ? value.slice(0, MOST_TEXT) : '';
}
function argsOf(value) {
    return typeof value === 'object' && value !== null && !Array.isArray(value) ? value : {};
}

;// CONCATENATED MODULE: ./src/after-ready/scenarios/scenario-match.ts
// One expectation matched against the bot's events, as Pipecat's eval harness matches it (pipecat-ai/
// pipecat, src/pipecat/evals/harness.py: _match_and_verify, _match_absent, _match_function_calls,
// _next_function_call, _evaluate_aggregate, _check_payload): in order, other events between them
// dropped; the budget (within_ms, default 60 s) counted from the turn's send; a response with a content
// check gathers its segments until the check holds; function calls by name in any order, `args` a
// subset; `absent` holds when no such event comes before the budget ends. Only `eval:` needs a judge:
// without one the expectation is not judged ('skipped'), never passed.
const DEFAULT_WITHIN_MS = 60_000;
const RESPONSES = ['response', 'llm_response', 'tts_response'];
/** The outcome of one expectation; `anchor` is the turn's send (ms since the epoch). */
async function matchExpectation(expectation, anchor, c) {
    const budget = expectation.withinMs ?? DEFAULT_WITHIN_MS;
    const deadline = anchor + budget;
    const { event } = expectation;
    if (expectation.absent) {
        const arrived = await c.events.next((e) => e.type === event, deadline, c.signal);
        if (arrived)
            return {
                status: 'failed',
                reason: `expected no '${event}' within ${budget}ms, but one arrived: ${summary(arrived)}`,
            };
        return c.events.over && Date.now() < deadline
            ? { status: 'failed', reason: c.events.over }
            : { status: 'passed', matched: `no '${event}' for ${budget}ms` };
    }
    if (expectation.calls)
        return matchCalls(expectation.calls, event, deadline, c);
    const words = expectation.textContains !== undefined || expectation.eval !== undefined;
    // judge.modality audio with a speech service: the words judged are those heard of the bot's voice
    if (words && event === 'tts_response' && c.events.hearsAudio)
        return matchHeard(expectation, anchor, deadline, budget, c);
    if (RESPONSES.includes(event) && words)
        return matchReply(expectation, deadline, budget, c);
    const found = await c.events.next((e) => e.type === event, deadline, c.signal);
    if (!found)
        return missing(event, budget, c);
    const content = found.text ?? '';
    if (expectation.textContains !== undefined && !content.includes(expectation.textContains))
        return {
            status: 'failed',
            reason: `text ${JSON.stringify(content)} does not contain ${JSON.stringify(expectation.textContains)}`,
        };
    if (expectation.eval !== undefined)
        return judged(await c.judge(expectation.eval, content), content, expectation.eval);
    return { status: 'passed', matched: summary(found) };
}
function missing(event, budget, c) {
    return {
        status: 'failed',
        reason: c.events.over ?? `no matching '${event}' event arrived within ${budget}ms`,
        endsTurn: true,
    };
}
function judged(verdict, reply, criterion) {
    const named = `eval: ${JSON.stringify(criterion)}`;
    if ('unjudged' in verdict)
        return { status: 'skipped', reason: `${named} not judged (${verdict.unjudged})`, matched: reply };
    if (verdict.verdict === 'yes')
        return { status: 'passed', matched: reply };
    return { status: 'failed', reason: `${named}: the judge said ${verdict.verdict}: ${verdict.reason}`, matched: reply };
}
/** A response with text_contains or eval: its segments gathered until the check holds or the budget ends. */
async function matchReply(expectation, deadline, budget, c) {
    let reply = '';
    let last = '';
    let seen = false;
    for (;;) {
        const segment = await c.events.next((e) => e.type === expectation.event, deadline, c.signal);
        if (!segment) {
            if (!seen)
                return missing(expectation.event, budget, c);
            return { status: 'failed', reason: `not satisfied within ${budget}ms: ${last}`, matched: reply };
        }
        seen = true;
        // over a call with a speech service, the words come once the response is said and transcribed
        const heard = segment.heard ? await segment.heard : { text: segment.text ?? '' };
        if (heard.noWords)
            return { status: 'skipped', reason: `${heard.noWords}: its words cannot be judged` };
        reply = reply ? `${reply} ${heard.text}` : heard.text;
        if (expectation.textContains !== undefined && !reply.includes(expectation.textContains)) {
            last = `does not contain ${JSON.stringify(expectation.textContains)}`;
            continue;
        }
        if (expectation.eval === undefined)
            return { status: 'passed', matched: reply };
        if (!reply.trim()) {
            last = 'no response text yet';
            continue;
        }
        const verdict = await c.judge(expectation.eval, reply);
        if ('verdict' in verdict && verdict.verdict === 'continue') {
            last = `eval: ${JSON.stringify(expectation.eval)}: the judge said continue: ${verdict.reason}`;
            continue;
        }
        return judged(verdict, reply, expectation.eval);
    }
}
/**
 * A spoken response judged on what a speech service heard of its voice (issue 62): the first answer whose
 * sound began after the turn's send, its words beside the bot's own text; eval asks the judge once.
 */
async function matchHeard(expectation, anchor, deadline, budget, c) {
    const own = await c.events.next((e) => e.type === expectation.event, deadline, c.signal);
    if (!own)
        return missing(expectation.event, budget, c);
    const heard = await c.events.heardFrom(anchor, deadline, c.signal);
    // the bot's own words of this answer: the first, and those queued since (left queued)
    const ownText = () => JSON.stringify(`${own.text ?? ''}${c.events.queuedText(expectation.event)}`.trim().slice(0, 200));
    if (heard === undefined)
        return {
            status: 'failed',
            reason: `no audio of the response with sound came within ${budget}ms to be heard (its own text: ${ownText()})`,
        };
    const { text: reply, noWords } = await heard;
    const itsText = ` (its own text: ${ownText()})`;
    if (noWords)
        return { status: 'skipped', reason: `${noWords}: its words cannot be judged${itsText}` };
    const matched = `${reply}${itsText}`;
    if (expectation.textContains !== undefined && !reply.includes(expectation.textContains))
        return {
            status: 'failed',
            reason: `as heard, does not contain ${JSON.stringify(expectation.textContains)}`,
            matched,
        };
    if (expectation.eval === undefined)
        return { status: 'passed', matched };
    return judged(await c.judge(expectation.eval, reply), matched, expectation.eval);
}
/** Every expected call claimed from the turn's calls (seen or arriving), in any order. */
async function matchCalls(calls, event, deadline, c) {
    const matched = [];
    for (const call of calls) {
        const takes = (e) => e.type === event &&
            (call.name === undefined || e.name === call.name) &&
            Object.entries(call.args ?? {}).every(([key, value]) => sameValue(e.args?.[key], value));
        const index = c.pendingCalls.findIndex(takes);
        let found = index >= 0 ? c.pendingCalls.splice(index, 1)[0] : undefined;
        while (!found) {
            const next = await c.events.next((e) => e.type === 'function_call' || e.type === 'function_call_stopped', deadline, c.signal);
            if (!next)
                break;
            if (takes(next))
                found = next;
            else
                c.pendingCalls.push(next);
        }
        if (!found) {
            const near = c.pendingCalls.filter((e) => e.type === event && (call.name === undefined || e.name === call.name));
            if (call.args && near.length > 0)
                return {
                    status: 'failed',
                    reason: `no '${call.name}' call had args ${JSON.stringify(call.args)} (saw ${near.map((e) => JSON.stringify(e.args)).join(', ')})`,
                };
            return {
                status: 'failed',
                reason: c.events.over ??
                    `function call '${call.name ?? 'any function'}' not seen (matched: ${matched.join(', ') || 'none'})`,
            };
        }
        matched.push(String(found.name));
    }
    return { status: 'passed', matched: matched.join(', ') || 'function call' };
}
/** Python's == on values from JSON: numbers and strings as they are, lists item by item, dicts by key in any order. */
function sameValue(actual, wanted) {
    if (typeof wanted !== 'object' || wanted === null)
        return actual === wanted;
    if (typeof actual !== 'object' || actual === null)
        return false;
    if (Array.isArray(wanted) || Array.isArray(actual)) {
        if (!Array.isArray(wanted) || !Array.isArray(actual) || wanted.length !== actual.length)
            return false;
        return wanted.every((item, i) => sameValue(actual[i], item));
    }
    const want = Object.entries(wanted);
    const have = actual;
    return (want.length === Object.keys(have).length && want.every(([key, value]) => key in have && sameValue(have[key], value)));
}
/** A short label of a matched event: a call's signature, or its text. */
function summary(event) {
    if (event.type === 'function_call' || event.type === 'function_call_stopped') {
        const args = Object.entries(event.args ?? {})
            .map(([key, value]) => `${key}=${JSON.stringify(value)}`)
            .join(', ');
        return `${event.name ?? '?'}(${args})`;
    }
    return event.text ?? event.type;
}

;// CONCATENATED MODULE: ./src/after-ready/scenarios/scenario-turns.ts


// A scenario's turns driven one after another on one connection, as Pipecat's eval harness drives them
// (pipecat-ai/pipecat, src/pipecat/evals/harness.py: _run_turn, _wait_send_after): send_after waits for
// its event (seen before in the run, or arriving; at most 30 s) and its delay; the bot's output not yet
// matched is dropped before a turn sends, so an answer to an earlier turn never passes for this one; the
// turn's expectations share one budget from its send, and the first that times out ends the turn; the
// first failed turn ends the run unless stop_on_failure is false. Each turn's time to the bot's first
// answer (its first bot-llm-text, or its first audio with sound) is kept for turn-p50-ms and turn-p95-ms.
const SEND_AFTER_MOST_MS = 30_000;
const POLL_MS = 10;
async function runTurns(scenario, events, io, judge, signal) {
    const turns = [];
    let failure;
    for (const [index, turn] of scenario.turns.entries()) {
        if (failure && scenario.stopOnFailure) {
            turns.push({ index, line: turn.line, status: 'not-run', expectations: [] });
            continue;
        }
        const result = await runTurn(scenario, turn, index, events, io, judge, signal);
        turns.push(result);
        if (result.status === 'failed' && !failure)
            failure = failureLine(scenario, result);
    }
    const judged = turns.filter((t) => t.status !== 'not-run');
    const status = failure ? 'failed' : judged.some((t) => t.status === 'skipped') ? 'skipped' : 'passed';
    return { status, turns, ...(failure ? { failure } : {}) };
}
async function runTurn(scenario, turn, index, events, io, judge, signal) {
    const base = { index, line: turn.line };
    const sends = turn.user !== undefined || turn.dtmf !== undefined;
    if (turn.sendAfter) {
        const waited = await waitSendAfter(turn.sendAfter, events, signal);
        if (waited)
            return {
                ...base,
                status: 'failed',
                expectations: [{ event: turn.sendAfter.event ?? 'send_after', status: 'failed', reason: waited }],
            };
    }
    if (sends)
        events.dropPending();
    const anchor = Date.now();
    const mark = events.answerMark();
    if (turn.user !== undefined)
        io.sendText(turn.user, scenario.botAudio);
    else if (turn.dtmf !== undefined)
        io.sendDtmf(turn.dtmf);
    const sent = turn.user ?? (turn.dtmf !== undefined ? `DTMF ${turn.dtmf}` : undefined);
    const expectations = [];
    const pendingCalls = [];
    for (const expectation of turn.expect) {
        const outcome = await matchExpectation(expectation, anchor, { events, signal, judge, pendingCalls });
        expectations.push({
            event: expectation.event,
            status: outcome.status,
            ...(outcome.reason !== undefined ? { reason: outcome.reason } : {}),
            ...(outcome.matched !== undefined ? { matched: outcome.matched } : {}),
        });
        if (outcome.endsTurn)
            break;
    }
    const answeredAt = sends ? events.firstAnswer(mark) : undefined;
    const status = expectations.some((e) => e.status === 'failed')
        ? 'failed'
        : expectations.some((e) => e.status === 'skipped')
            ? 'skipped'
            : 'passed';
    return {
        ...base,
        ...(sent !== undefined ? { sent } : {}),
        status,
        expectations,
        ...(answeredAt !== undefined ? { answerMs: answeredAt - anchor } : {}),
    };
}
/** Waits as send_after says; a problem in words when its event never came. */
async function waitSendAfter(sendAfter, events, signal) {
    if (sendAfter.event === undefined) {
        await (0,time/* sleep */.yy)(sendAfter.delayMs, signal);
        return undefined;
    }
    const until = Date.now() + SEND_AFTER_MOST_MS;
    for (;;) {
        const seenAt = events.latest.get(sendAfter.event);
        if (seenAt !== undefined) {
            await (0,time/* sleep */.yy)(Math.max(0, seenAt + sendAfter.delayMs - Date.now()), signal);
            return undefined;
        }
        if (events.over)
            return `send_after never fired: ${events.over}`;
        if (signal.aborted)
            return 'cancelled';
        if (Date.now() >= until)
            return `send_after never fired: event '${sendAfter.event}' not seen within ${SEND_AFTER_MOST_MS}ms`;
        await (0,time/* sleep */.yy)(POLL_MS, signal);
    }
}
/** "scenario (file:line) turn #2: llm_response: does not contain "Tokyo" (the bot said "…")" */
function failureLine(scenario, turn) {
    const failed = turn.expectations.find((e) => e.status === 'failed');
    const said = failed?.matched ? ` (the bot said ${JSON.stringify(failed.matched.slice(0, 200))})` : '';
    return `${scenario.name} (${scenario.file}:${turn.line}) turn #${turn.index}: ${failed?.event ?? '?'}: ${failed?.reason ?? 'failed'}${said}`;
}

;// CONCATENATED MODULE: ./src/after-ready/scenarios/scenario-session.ts


















// One run of a scenario: a session of its own, started and connected exactly as conversation-test does
// (the public key, the generic WebSocket transport, wsUrl checked, every client message with an id), on
// the new deployment only (a session that lands elsewhere is stopped and another tried), RTVI
// client-ready and the bot's bot-ready within 10 s (Pipecat's harness waits as long), the turns, then
// disconnect-bot, the bot let close first, and the session stopped whatever happens, a cancel included.
const BOT_READY_MS = 10_000;
const FAR = 24 * 60 * 60 * 1000;
/** One run: its result, 'again' when its session ran elsewhere, or a failure that is not the bot's. */
async function scenarioRun(scenario, c) {
    const { signal, stopper, agent } = c;
    const started = await (0,bot_session/* startBotSession */.k)(c);
    if ('failure' in started)
        return started.failure.rollBack ? failedRun(started.failure.message) : { notTheBot: started.failure.message };
    if (!('started' in started))
        return 'again';
    const session = started.started;
    const goodbye = () => session.goodbye();
    // before an untaken run's lines are awaited, and in any case at the end
    const stop = (0,session_check/* stopOnce */.qY)(stopper, agent, session.sessionId);
    try {
        if (session.problem)
            return { notTheBot: session.problem };
        if ((await (0,session_confirm/* whereItRuns */.t)(c, session.sessionId)).where === 'elsewhere')
            return 'again';
        const opened = await session.open(BOT_READY_MS);
        if ('refused' in opened)
            return byLines(failedRun(opened.refused), session, c, stop, opened.rollBack);
        runner_log/* log */.R.info(`Scenario ${scenario.name}: connected to the bot of session ${session.sessionId} over ${session.transport} (${opened.where})`);
        const watched = { transport: session.transport, sessionId: session.sessionId, ...c };
        const result = await (0,bot_exit/* holdWatched */.m)(opened.link, watched, () => converse(scenario, opened.link, c)).catch((error) => {
            if (error instanceof speech_client/* SpeechError */.pj)
                return { notTheBot: `${error.message}. The speech service is at fault, not the deployment` };
            throw error;
        });
        if ('notTheBot' in result)
            return result;
        if (signal.aborted)
            throw new errors/* CancelledError */.cc('cancelled during the scenarios');
        await goodbye();
        if ((await (0,session_confirm/* whereItRuns */.t)(c, session.sessionId, true)).where !== 'here')
            return 'again';
        return result.failure ? byLines(result, session, c, stop, !opened.link.endedOnSetting) : result;
    }
    finally {
        await goodbye();
        await stop();
    }
}
/**
 * A failed run, judged by its session's own lines as the turn is (transport-fault.ts), whatever carried it and
 * however far it got: a bot whose code maps no such transport is a setting (not rolled back), its exception is
 * quoted, and lines that never came are said, never read as the absence of an error.
 */
async function byLines(result, session, c, stop, 
/** whether the failure alone is the deployment's fault (a link the service refused is not) */
rollBack = true) {
    if (c.signal.aborted)
        throw new errors/* CancelledError */.cc('cancelled during the scenarios');
    await session.goodbye();
    await stop();
    const read = await (0,awaited_lines/* awaitSessionLines */.oG)(c.sessions, c.agent, session.sessionId, {
        starts: (0,awaited_lines/* startsOf */.jb)(session.transport),
        signal: c.signal,
    });
    const fault = (0,transport_fault/* notTaken */.h)(result.failure ?? '', (0,hang_up_lines/* withoutHangUps */.$)(read.all), session.transport, rollBack, read.missing);
    return fault.rollBack ? { ...result, failure: fault.why } : { notTheBot: fault.why };
}
function failedRun(why) {
    return { status: 'failed', turns: [], failure: why };
}
/** client-ready, bot-ready, the turns, with the connection's frames fed to the scenario's events as they come. */
async function converse(scenario, connection, c) {
    const events = new ScenarioEvents(scenario.botAudio);
    const pumping = new AbortController();
    const pumped = pump(connection, events, scenario, AbortSignal.any([pumping.signal, c.signal]), c.callSpeech?.speech);
    try {
        // a call carries no RTVI: the bot is ready when the call is up
        if (connection.speaksRtvi) {
            connection.sendRtvi('client-ready', (0,rtvi/* clientReadyData */.Ni)());
            const ready = await events.next((e) => e.type === 'bot_ready', Date.now() + BOT_READY_MS, c.signal);
            if (!ready)
                return failedRun(events.over ??
                    `the bot was not ready within ${BOT_READY_MS / 1000} s: no RTVI bot-ready came after client-ready`);
        }
        const spoken = speaksTurns(scenario, c.inputs['session-transport']) ? c.callSpeech?.spoken : undefined;
        const io = {
            // over a call, the words spoken by the speech service, before the call (call-scenarios-speech.ts)
            sendText: (content, audioResponse) => {
                const audio = spoken?.get(content);
                if (audio)
                    void (0,caller_pace/* paceCallerAudio */.Pn)(audio, bot_link/* INPUT_RATE */.ST, (chunk) => connection.sendAudio(chunk), c.signal, () => !connection.ended);
                else
                    connection.sendRtvi('send-text', (0,rtvi/* sendTextData */.S2)(content, audioResponse));
            },
            // one message a key (RTVI dtmf, or the phone provider's event)
            sendDtmf: (keys) => {
                for (const key of keys)
                    connection.sendDtmf(key);
            },
        };
        return await runTurns(scenario, events, io, c.judgeOf(scenario), c.signal);
    }
    finally {
        pumping.abort();
        await pumped;
    }
}
/** The link's events fed to the scenario's as they come: RTVI messages; over a call, the bot's sound and its clear. */
async function pump(connection, events, scenario, stop, 
/** the speech service that hears each response: over a call, and for judge.modality audio */
speech) {
    const call = !connection.speaksRtvi;
    const hear = (at) => (speech ? () => (0,caller_speech/* heardOnceSaid */.l3)(speech, connection, at, stop) : undefined);
    events.hearsAudio = !call && scenario.botAudio && speech !== undefined;
    let cursor = 0;
    while (!stop.aborted) {
        const { events: arrived, next } = connection.since(cursor);
        cursor = next;
        for (const event of arrived) {
            if (event.kind === 'ended')
                events.end(event.why);
            else if (event.frame.kind === 'message')
                takeMessage(events, event.frame.data, event.at);
            else if (event.frame.kind === 'interruption' && call)
                events.callCleared(event.at);
            else if (event.frame.kind === 'audio' && (0,loudness/* hasSound */.C)(event.frame.audio)) {
                const heard = hear(event.at);
                if (call)
                    events.callSound(event.at, heard);
                else if (scenario.botAudio) {
                    events.answered(event.at);
                    if (heard && events.hearsAudio)
                        events.heardSound(event.at, heard);
                }
            }
        }
        if (connection.ended)
            return;
        await connection.next(Date.now() + FAR, stop);
    }
}
/** One message frame: an RTVI message, or nothing (anything else is ignored, never trusted). */
function takeMessage(events, data, at) {
    let message;
    try {
        message = JSON.parse(data);
    }
    catch {
        return;
    }
    if (typeof message === 'object' && message !== null && message.label === 'rtvi-ai')
        events.take(message, at);
}

;// CONCATENATED MODULE: ./src/after-ready/scenarios/scenario-check.ts













// The repository's scenarios against the new deployment (scenarios): each run `scenario-repeat` times,
// `scenario-concurrency` sessions at once (never more than the agent's max-agents), each run a session of
// its own (scenario-session.ts). The check passes when the share of judged runs that passed reaches
// scenario-min-pass-rate (and one was judged at least); a failure fails the step in one line and, being
// the deployment's, rolls back with rollback-on-failure. The service's own refusals do not.
async function scenarioPhase(inputs, report, signal) {
    const scenarios = inputs.scenarioFiles ?? [];
    const jobs = scenarios.flatMap((scenario) => Array.from({ length: inputs['scenario-repeat'] }, (_, i) => ({ scenario, repeat: i + 1 })));
    const concurrency = concurrencyOf(inputs, report, jobs.length);
    const runs = [];
    // with a speech service, audio user turns are spoken: the notice that they go typed no longer holds
    const said = inputs['speech-api-key'] ? (notice) => notice !== scenario/* TYPED_NOTICE */.Q1 : () => true;
    const notices = scenarios.flatMap((s) => s.notices.filter(said).map((notice) => `${s.name} (${s.file}): ${notice}`));
    for (const notice of notices)
        runner_log/* log */.R.notice(notice);
    // over a call with speech-api-key, the user turns spoken once, before the first call
    const callSpeech = await callSpeechFor(inputs, scenarios);
    if (callSpeech && 'refused' in callSpeech)
        return { message: `The scenarios could not run: ${callSpeech.refused}`, rollBack: false };
    const clients = (0,session_start/* sessionClients */.zh)(inputs, signal);
    const context = {
        ...clients,
        ...(callSpeech ? { callSpeech } : {}),
        inputs,
        report,
        signal,
        agent: inputs['agent-name'],
        deploymentId: report.deploymentId ?? '',
        unconfirmed: 0,
        judgeOf: judgesFor(inputs['judge-api-key']),
    };
    let refusal;
    try {
        await runner_log/* log */.R.group(`Run ${jobs.length} scenario run(s) against deployment ${context.deploymentId}, ${concurrency} at once`, async () => {
            await (0,pool/* inPool */.Q)(jobs, concurrency, async (job) => {
                const started = Date.now();
                const result = await oneRun(job.scenario, context);
                if ('notTheBot' in result)
                    refusal ??= result.notTheBot;
                else
                    runs.push(reportOf(job.scenario, job.repeat, result, Date.now() - started));
            }, () => refusal !== undefined || signal.aborted);
        });
    }
    finally {
        clients.dispose();
    }
    if (signal.aborted)
        throw new errors/* CancelledError */.cc('cancelled during the scenarios');
    runs.sort((a, b) => a.file.localeCompare(b.file) || a.repeat - b.repeat);
    const verdict = scenario_check_verdictOf(runs, inputs['scenario-min-pass-rate'], notices);
    report.scenarios = { ...verdict, transport: inputs['session-transport'] };
    await writeJunit(inputs['scenario-report'], runs);
    if (refusal)
        return { message: `The scenarios could not run: ${refusal}`, rollBack: false };
    return failureOf(verdict) ?? unjudged(verdict);
}
/** Each scenario's judge, made once (its HTTP client kept for all its runs). */
function judgesFor(key) {
    const made = new Map();
    return (scenario) => {
        const judge = made.get(scenario) ?? judgeFor(key, scenario.judge);
        made.set(scenario, judge);
        return judge;
    };
}
/** One run, tried again (within the limits of the other checks) while its session lands elsewhere. */
async function oneRun(scenario, c) {
    for (let tried = 0; tried < session_check/* MOST_TRIES */.ao; tried++) {
        if (tried > 0)
            await (0,time/* sleep */.yy)((0,session_check/* pauseBeforeTry */.tp)(tried), c.signal);
        if (c.signal.aborted)
            throw new errors/* CancelledError */.cc('cancelled during the scenarios');
        const result = await scenarioRun(scenario, c);
        if (result !== 'again')
            return result;
    }
    return {
        notTheBot: `no session of scenario ${scenario.name} could be confirmed to run on deployment ${c.deploymentId} (${session_check/* MOST_TRIES */.ao} tried): the previous deployment still took them, or the service's session records could not be read`,
    };
}
function reportOf(scenario, repeat, result, durationMs) {
    return {
        scenario: scenario.name,
        file: scenario.file,
        repeat,
        status: result.status,
        ...(result.failure ? { failure: result.failure } : {}),
        durationMs,
        turns: result.turns,
    };
}
function scenario_check_verdictOf(runs, minPassRate, notices) {
    const judged = runs.filter((run) => run.status !== 'skipped');
    const passed = judged.filter((run) => run.status === 'passed').length;
    const passRate = judged.length > 0 ? Math.round((passed / judged.length) * 10_000) / 10_000 : undefined;
    const times = runs
        .flatMap((run) => run.turns.map((turn) => turn.answerMs))
        .filter((ms) => ms !== undefined)
        .sort((a, b) => a - b);
    const result = passRate === undefined ? 'skipped' : passRate >= minPassRate ? 'passed' : 'failed';
    return {
        result,
        ...(passRate !== undefined ? { passRate } : {}),
        minPassRate,
        ...(times.length > 0 ? { p50Ms: (0,scenario_summary/* percentile */.Ym)(times, 0.5), p95Ms: (0,scenario_summary/* percentile */.Ym)(times, 0.95) } : {}),
        runs,
        notices,
    };
}
/**
 * No run could be judged (the judge could not be reached, or gave no verdict): asked for and proving nothing
 * is not a pass. The judge's trouble is not the deployment's: nothing is rolled back.
 */
function unjudged(verdict) {
    if (verdict.result !== 'skipped' || verdict.runs.length === 0)
        return undefined;
    return {
        message: `The scenarios proved nothing: no run could be judged. First: ${(0,scenario_summary/* unjudgedReasons */.aM)(verdict.runs)[0] ?? 'an eval: criterion was not judged'}`,
        rollBack: false,
    };
}
function failureOf(verdict) {
    if (verdict.result !== 'failed')
        return undefined;
    const failed = verdict.runs.filter((run) => run.status === 'failed');
    const judged = verdict.runs.filter((run) => run.status !== 'skipped').length;
    const first = failed[0]?.failure ?? '';
    return {
        message: `The scenarios failed: ${failed.length} of ${judged} judged run(s) failed (pass rate ${verdict.passRate}, at least ${verdict.minPassRate} needed). First: ${first}`,
        rollBack: true,
    };
}
/** Each session takes an agent of the deployment: never more runs at once than it may run. */
function concurrencyOf(inputs, report, jobs) {
    const mostAgents = inputs['max-agents'] ?? (report.agent ? (0,agent_config/* currentConfig */.kt)(report.agent).maxAgents : undefined);
    if (mostAgents !== undefined && inputs['scenario-concurrency'] > mostAgents)
        runner_log/* log */.R.info(`scenario-concurrency is ${inputs['scenario-concurrency']}, but the agent runs at most ${mostAgents} at once (max-agents): ${mostAgents} at a time`);
    return Math.max(1, Math.min(inputs['scenario-concurrency'], mostAgents ?? 5, jobs));
}


/***/ }),

/***/ 59537:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Q: () => (/* binding */ inPool)
/* harmony export */ });
// Work on a list of items a few at a time (the scenario runs, the agents of a fleet's rollback): `size`
// workers, each taking the next item in the list's order as it finishes one, and none taking another once
// `stopped()` says so (a cancel, a refusal).
/** `work` on every item, `size` at once; the results by item, undefined for an item never started. */
async function inPool(items, size, work, stopped = () => false) {
    const results = new Array(items.length).fill(undefined);
    let next = 0;
    const worker = async () => {
        while (next < items.length && !stopped()) {
            const at = next++;
            results[at] = await work(items[at]);
        }
    };
    await Promise.all(Array.from({ length: Math.max(1, Math.min(size, items.length)) }, worker));
    return results;
}


/***/ }),

/***/ 74114:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   unjudgeableCriteria: () => (/* binding */ unjudgeableCriteria),
/* harmony export */   unjudgedWhy: () => (/* binding */ unjudgedWhy)
/* harmony export */ });
// Whether a scenario's eval: criteria can be judged here: by OpenAI, or an OpenAI-compatible endpoint the
// scenario's judge names, with judge-api-key. Asked for and proving nothing is not a pass, so scenarios
// whose criteria no judge could score are refused before any request (inputs/scenario-inputs.ts).
/** Why an eval: of this scenario's judge cannot be judged, or undefined when it can be. */
function unjudgedWhy(key, judge) {
    if (!key)
        return 'no judge-api-key';
    if (judge.service !== 'openai' && typeof judge.endpoint !== 'string')
        return `the scenario's judge (${String(judge.service ?? 'ollama')}) is neither OpenAI nor an OpenAI-compatible endpoint`;
    return undefined;
}
/** The one-line refusal of scenarios with eval: criteria that no judge could score; undefined when none. */
function unjudgeableCriteria(scenarios, key) {
    const found = scenarios.flatMap((scenario) => {
        const why = unjudgedWhy(key, scenario.judge);
        if (!why)
            return [];
        return scenario.turns.flatMap((turn) => turn.expect
            .filter((e) => e.eval !== undefined)
            .map((e) => ({ where: `${scenario.file}:${turn.line}`, criterion: e.eval, why })));
    });
    const first = found[0];
    if (!first)
        return undefined;
    const more = found.length > 1 ? ` (and ${found.length - 1} more eval: criteria)` : '';
    return `Input 'scenarios': eval: ${JSON.stringify(first.criterion)} (${first.where})${more} cannot be judged: ${first.why}. Scenarios that prove nothing do not pass: set judge-api-key to an OpenAI key, or give the scenario's judge an OpenAI-compatible endpoint (judge.eval.endpoint, with its key as judge-api-key), or remove the eval: criteria`;
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


/***/ }),

/***/ 20662:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Kr: () => (/* binding */ changesFrom),
/* harmony export */   O2: () => (/* binding */ diffConfig),
/* harmony export */   cA: () => (/* binding */ readCurrent),
/* harmony export */   kt: () => (/* binding */ currentConfig),
/* harmony export */   r$: () => (/* binding */ withoutUndefined),
/* harmony export */   x2: () => (/* binding */ runsConfig)
/* harmony export */ });
/* unused harmony exports DEFAULT_MAX_SESSION_DURATION, COMPARED_FIELDS, looksLikeImageReference */
/* harmony import */ var _architectures_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(77075);
/* harmony import */ var _agent_record_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(93973);


const ARCHITECTURES_KNOWN = new Set(_architectures_js__WEBPACK_IMPORTED_MODULE_0__/* .ARCHITECTURES */ .X);
/** The service applies this session length when none is set, and then reports none. */
const DEFAULT_MAX_SESSION_DURATION = 7200;
/** The fields that can be compared with what the service reports back. */
const COMPARED_FIELDS = [
    'image',
    'buildId',
    'nodeType',
    'secretSet',
    'minAgents',
    'maxAgents',
    'enableNoiseSuppression',
    'agentProfile',
    'maxSessionDuration',
    'imagePullSecretSet',
    'audioFilter',
    'architecture',
    'websocketAuth',
];
/** The configuration an agent runs now, from its record (a missing deployment record tells nothing). */
function readCurrent(agent) {
    const spec = (0,_agent_record_js__WEBPACK_IMPORTED_MODULE_1__/* .manifestSpecOf */ .YQ)(agent);
    const image = spec?.image ?? undefined;
    const buildId = agent.deployment?.buildId ?? undefined;
    // Deployed from a build, the manifest's image is redacted, whatever it looks like: never sent back.
    const usable = image !== undefined && buildId === undefined && looksLikeImageReference(image);
    const secretSets = spec?.envFromSecretNames ?? [];
    return {
        config: withoutUndefined({
            image: usable ? image : undefined,
            buildId,
            nodeType: spec?.platformNodeType ?? undefined,
            // More than one set (made by other means) reads as the list, so it never equals a single set.
            secretSet: secretSets.length > 0 ? secretSets.join(', ') : undefined,
            minAgents: spec?.autoScaling?.minReplicas ?? undefined,
            maxAgents: spec?.autoScaling?.maxReplicas ?? undefined,
            enableNoiseSuppression: spec?.noiseSuppressionModels?.enabled ?? undefined,
            agentProfile: agent.agentProfile ?? undefined,
            maxSessionDuration: spec?.maxSessionDurationSeconds ?? undefined,
            imagePullSecretSet: spec?.imagePullSecretName ?? undefined,
            audioFilter: agent.krispViva ? (agent.krispViva.audioFilter ?? null) : undefined,
            architecture: reportedArchitecture(agent),
            websocketAuth: reportedWebsocketAuth(agent),
        }),
        unreportedPullSecret: !spec || spec.imagePullSecretName === undefined || spec.imagePullSecretName === null,
        unusableImage: usable
            ? undefined
            : buildId !== undefined
                ? `redacted (deployed from build ${buildId})`
                : (image ?? '(none reported)'),
        secretSets,
        unreportedAudioFilter: !agent.krispViva,
        unreportedArchitecture: reportedArchitecture(agent) === undefined,
        unreportedWebsocketAuth: reportedWebsocketAuth(agent) === undefined,
    };
}
/**
 * How WebSocket callers are authenticated, where the record says so. Its place in the record is not
 * documented: the request's own name, at the top level or in the manifest's spec, is taken when it is
 * `token` or `none`.
 */
function reportedWebsocketAuth(agent) {
    const record = agent;
    const spec = (0,_agent_record_js__WEBPACK_IMPORTED_MODULE_1__/* .manifestSpecOf */ .YQ)(agent);
    for (const value of [record.websocketAuth, spec?.websocketAuth]) {
        if (value === 'token' || value === 'none')
            return value;
    }
    return undefined;
}
/** The architecture the deployment runs: the manifest's spec.arch where reported, else the node type's alias. */
function reportedArchitecture(agent) {
    const spec = (0,_agent_record_js__WEBPACK_IMPORTED_MODULE_1__/* .manifestSpecOf */ .YQ)(agent);
    const arch = spec?.arch ?? undefined;
    return arch && ARCHITECTURES_KNOWN.has(arch) ? arch : _architectures_js__WEBPACK_IMPORTED_MODULE_0__/* .ARCHITECTURE_OF_NODE_TYPE */ .e[spec?.platformNodeType ?? ''];
}
function currentConfig(agent) {
    return readCurrent(agent).config;
}
/** Field by field, what would change. `skip`: fields the record does not report, so cannot compare. */
function diffConfig(current, desired, skip = []) {
    return COMPARED_FIELDS.filter((field) => !skip.includes(field) && !sameValue(field, current[field], desired[field])).map((field) => ({ field, from: current[field], to: desired[field] }));
}
function sameValue(field, a, b) {
    // Not named by the run: left as the agent has it (never sent, so never a change).
    if (field === 'websocketAuth' && b === undefined)
        return true;
    if (field === 'maxSessionDuration')
        return (a ?? DEFAULT_MAX_SESSION_DURATION) === (b ?? DEFAULT_MAX_SESSION_DURATION);
    return a === b;
}
/** Does the record report this configuration? (used to recognise our own write) */
function runsConfig(agent, desired) {
    const current = readCurrent(agent);
    return diffConfig(current.config, desired, unreported(current)).every((change) => change.to === undefined);
}
/**
 * What differs between the record and the desired configuration, in the fields the record reports; and
 * websocket-auth named by the run where the record does not say: it is sent, since nothing else can tell.
 */
function changesFrom(current, desired) {
    const changes = diffConfig(current.config, desired, unreported(current));
    if (current.unreportedWebsocketAuth && desired.websocketAuth !== undefined)
        changes.push({ field: 'websocketAuth', from: undefined, to: desired.websocketAuth, unreported: true });
    return changes;
}
function unreported(current) {
    const skip = [];
    if (current.unreportedPullSecret)
        skip.push('imagePullSecretSet');
    if (current.unreportedAudioFilter)
        skip.push('audioFilter');
    if (current.unreportedArchitecture)
        skip.push('architecture');
    if (current.unreportedWebsocketAuth)
        skip.push('websocketAuth');
    return skip;
}
/**
 * Could this be sent back as `image`? A redacted image (an agent deployed from a build) is not a
 * reference: references are made of these characters only.
 */
function looksLikeImageReference(image) {
    return /^[A-Za-z0-9][A-Za-z0-9._\-/:@+]*$/.test(image);
}
function withoutUndefined(value) {
    return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined));
}


/***/ })

};

//# sourceMappingURL=993.index.js.map