// Work on a list of items a few at a time (the scenario runs, the agents of a fleet's rollback): `size`
// workers, each taking the next item in the list's order as it finishes one, and none taking another once
// `stopped()` says so (a cancel, a refusal).

/** `work` on every item, `size` at once; the results by item, undefined for an item never started. */
export async function inPool<T, R>(
  items: readonly T[],
  size: number,
  work: (item: T) => Promise<R>,
  stopped: () => boolean = () => false,
): Promise<(R | undefined)[]> {
  const results: (R | undefined)[] = new Array(items.length).fill(undefined)
  let next = 0
  const worker = async () => {
    while (next < items.length && !stopped()) {
      const at = next++
      results[at] = await work(items[at] as T)
    }
  }
  await Promise.all(Array.from({ length: Math.max(1, Math.min(size, items.length)) }, worker))
  return results
}
