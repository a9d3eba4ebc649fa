import { changeLines } from '../report/changes.js'
import { log } from '../report/runner-log.js'
import { diffConfig } from '../service/agent-config.js'
import type { Plan } from './plan.js'

/** The plan in the log: what will be created or changed, field by field. */
export function logPlan(name: string, plan: Plan): void {
  if (plan.kind === 'create') {
    log.info(`Plan: create agent '${name}'`)
    for (const line of changeLines(diffConfig({}, plan.desired))) log.info(`  ${line}`)
  } else if (plan.kind === 'unchanged') {
    log.info(`Plan: nothing to change for agent '${name}' (set force: true to deploy anyway)`)
  } else {
    log.info(
      plan.forced
        ? `Plan: update agent '${name}' with its current configuration (force is true)`
        : `Plan: update agent '${name}' (${plan.changes.length} change${plan.changes.length === 1 ? '' : 's'})`,
    )
    for (const line of changeLines(plan.changes)) log.info(`  ${line}`)
  }
  if (
    plan.kind !== 'create' &&
    plan.desired.imagePullSecretSet !== undefined &&
    !(plan.kind === 'update' && plan.changes.some((c) => c.field === 'imagePullSecretSet')) &&
    plan.current.imagePullSecretSet === undefined
  ) {
    log.info(
      `  Image pull secret set: ${plan.desired.imagePullSecretSet} (sent as given; this installation does not report it back, so it is not compared)`,
    )
  }
}
