// The action's own client of the service, pointed at a double: for the tests of the deploy phases,
// which talk to a real server on 127.0.0.1 rather than to a mock of the code under test.
import { AgentService } from '../../src/service/agents/agent-service.js'
import type { RetryPolicy } from '../../src/service/http/retry.js'
import { ServiceHttp } from '../../src/service/http/transport.js'

export const TEST_KEY = 'sk_test_private'

/** Short retries, so that tests of what follows a failed request do not sit out real backoff. */
export const FAST_RETRY: RetryPolicy = {
  maxAttempts: 3,
  requestTimeoutMs: 1_000,
  budgetMs: 10_000,
  baseDelayMs: 10,
  maxDelayMs: 20,
  maxAnswerBytes: 1 << 20,
}

/** A log that keeps its lines as "info: …" and "warning: …", for assertions on what a phase said. */
export interface RecordingLog {
  lines: string[]
  info(message: string): void
  warning(message: string): void
  debug(message: string): void
}

export function recordingLog(): RecordingLog {
  const lines: string[] = []
  return {
    lines,
    info: (message) => lines.push(`info: ${message}`),
    warning: (message) => lines.push(`warning: ${message}`),
    debug: () => {},
  }
}

export function agentClient(url: string, log: RecordingLog, policy?: RetryPolicy): AgentService {
  return new AgentService(new ServiceHttp(url, TEST_KEY, log, policy ? { policy } : {}))
}
