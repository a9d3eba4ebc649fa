// What the phone call tests share (issue 56): the double's record of a call.
import type { withDouble } from '../../helpers/with-double.js'
import { sessionsOf } from '../conversation/setup.js'

export type Call = { provider: string; start: Record<string, unknown>; media: number; dtmf: string[]; stops: number }
export const callOf = (double: Parameters<Parameters<typeof withDouble>[1]>[0]) =>
  (sessionsOf(double)[0] as unknown as { call?: Call }).call
