/**
 * Runs `work` and returns what it left uncaught in this process: an 'error' event nobody listens
 * for, or a rejection nobody handles, would end a service process, while vitest would only report it
 * after the run, away from the test that caused it.
 */
export async function uncaughtDuring(work: () => Promise<void>): Promise<unknown[]> {
  const uncaught: unknown[] = [];
  const record = (error: unknown) => uncaught.push(error);
  process.on('uncaughtException', record);
  process.on('unhandledRejection', record);
  try {
    await work();
  } finally {
    process.off('uncaughtException', record);
    process.off('unhandledRejection', record);
  }
  return uncaught;
}
