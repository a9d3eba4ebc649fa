#!/usr/bin/env node
// @ts-check
// Runs the double of the service on its own, for the e2e workflow or by hand:
//   node test/double/cli.js [--port 8787] [--ready-after 2000] [--read-lag 0] [--faults '<json>']
// Prints the base address (for the api-url input) and serves until stopped (SIGINT or SIGTERM).
import { parseArgs } from 'node:util'
import { startAgentService } from './agent-service.js'

const { values } = parseArgs({
  options: {
    port: { type: 'string', default: '0' },
    'ready-after': { type: 'string', default: '2000' },
    'read-lag': { type: 'string', default: '0' },
    faults: { type: 'string', default: '[]' },
  },
})

const service = await startAgentService({
  port: Number(values.port),
  readyAfterMs: Number(values['ready-after']),
  readLagMs: Number(values['read-lag']),
  faults: JSON.parse(values.faults ?? '[]'),
})
console.log(service.url)
const stop = async () => {
  await service.close()
  process.exit(0)
}
process.on('SIGINT', stop)
process.on('SIGTERM', stop)
