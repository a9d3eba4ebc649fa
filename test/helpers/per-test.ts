// What each test of a file has of its own (a double, a workspace), made before it and cleaned after it,
// so that the file's tests can run at once: the state is found through an AsyncLocalStorage that vitest's
// aroundEach opens around each test, not in a variable the next test overwrites.
import { AsyncLocalStorage } from 'node:async_hooks'
import { aroundEach } from 'vitest'

/**
 * Registers, for the calling file, state made before each test and cleaned after it; returns the
 * function that gives the running test's own.
 */
export function perTest<State>(make: () => Promise<State>, clean: (state: State) => Promise<void> | void): () => State {
  const scope = new AsyncLocalStorage<State>()
  aroundEach(async (runTest) => {
    const state = await make()
    try {
      await scope.run(state, runTest)
    } finally {
      await clean(state)
    }
  })
  return () => {
    const state = scope.getStore()
    if (state === undefined) throw new Error('per-test state used outside a test of the file that asked for it')
    return state
  }
}

/**
 * An object that stands for the running test's own (its double, say): every property read goes to that
 * test's, so helpers and tests written against one shared variable keep working when tests run at once.
 */
export function runningTests<Value extends object>(current: () => Value): Value {
  return new Proxy({} as Value, {
    get: (_, key) => {
      const target = current()
      const value = Reflect.get(target, key, target)
      return typeof value === 'function' ? value.bind(target) : value
    },
    set: (_, key, value) => Reflect.set(current(), key, value),
    has: (_, key) => Reflect.has(current(), key),
  })
}

/**
 * For a setup module shared by several files: `current` gives the running test's state once the file has
 * called `use` (at its top, as it would call beforeEach).
 */
export function perTestSlot<State>(useName: string) {
  let running: () => State = () => {
    throw new Error(`${useName}() was not called in this file`)
  }
  return {
    current: (): State => running(),
    use(make: () => Promise<State>, clean: (state: State) => Promise<void> | void): void {
      running = perTest(make, clean)
    },
  }
}
