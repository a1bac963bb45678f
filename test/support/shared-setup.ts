/**
 * Something the global setups of one vitest process's projects share (`.ci/run` runs integration
 * and e2e in one vitest). Each project runs its global setup in this same process but with a module
 * instance of its own, so the value is kept on the process: made by the first project, counted by
 * its users, and stopped after the last one's teardown.
 */
export async function sharedAcrossProjects<T>(
  name: string,
  start: () => Promise<T>,
  stop: (value: T) => Promise<void>,
): Promise<{ value: T; release(): Promise<void> }> {
  const key = Symbol.for(`compliance-gateway.${name}`);
  const processState = globalThis as { [key: symbol]: { ready: Promise<T>; users: number } | undefined };
  const shared = processState[key] ?? { ready: start(), users: 0 };
  processState[key] = shared;
  shared.users += 1;
  const forget = () => {
    if (processState[key] === shared) delete processState[key];
  };
  const value = await shared.ready.catch((error: unknown) => {
    shared.users -= 1;
    forget();
    throw error;
  });
  return {
    value,
    async release() {
      shared.users -= 1;
      if (shared.users > 0) return;
      forget();
      await stop(value);
    },
  };
}
