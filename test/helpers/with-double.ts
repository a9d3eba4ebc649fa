// A test with a double of the service of its own (tests that run at once cannot share one), ready after
// 150 ms unless the options say otherwise, closed whatever happens.
import { type AgentServiceDouble, type Options, startAgentService } from '../double/agent-service.js'

export async function withDouble(options: Options, test: (double: AgentServiceDouble) => Promise<void>): Promise<void> {
  const double = await startAgentService({ readyAfterMs: 150, ...options })
  try {
    await test(double)
  } finally {
    await double.close()
  }
}
