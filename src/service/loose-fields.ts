import * as z from 'zod/mini'

// The service's records: any field may be missing or null on some installation or version, so every
// field is optional and nullable. The common fields' schemas are built once and shared by every record:
// zod builds each schema when its module loads, and one per field (the agent's record alone had 43)
// took about 9 ms of every run's start.

/** A field that may be missing or null. */
export const opt = <T extends z.core.SomeType>(schema: T) => z.optional(z.nullable(schema))
export const optString = opt(z.string())
export const optNumber = opt(z.number())
export const optBoolean = opt(z.boolean())
