import type { Inputs } from '../inputs/inputs.js'
import type { RunReport } from '../report/run-report.js'
import type { Agent } from '../service/agents/agent-record.js'
import type { ServiceHttp } from '../service/http/transport.js'
import { imageCheckPhase } from './image-check.js'
import { pullSecretPhase } from './pull-secret.js'

/**
 * The image read from its registry (its digest pinned), then the image pull secret set written from the
 * registry's credentials: the inputs the rest of the deploy uses. One module, loaded only for an image.
 */
export async function registryPhases(
  inputs: Inputs,
  before: Agent | undefined,
  http: ServiceHttp,
  report: RunReport,
  signal: AbortSignal,
): Promise<Inputs> {
  const pinned = await imageCheckPhase(inputs, before, http, report, signal)
  await pullSecretPhase(inputs, before, http, signal)
  return pinned ? { ...inputs, image: pinned } : inputs
}
