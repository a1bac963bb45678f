/**
 * The stop sequence of the process: named steps run one after the other, in the order they were
 * added (HTTP drain, then background workers, then the pool, then the embedded server...). A step
 * that fails is reported and the next one still runs, so the database is always closed last.
 */
export interface Shutdown {
  /** Adds a step after those already added. */
  add(name: string, stop: () => Promise<unknown>): void;
  /** Runs every step once; later calls return the same promise. */
  run(): Promise<{ failed: string[] }>;
}

export function createShutdown(report: (step: string, error: unknown) => void): Shutdown {
  const steps: { name: string; stop: () => Promise<unknown> }[] = [];
  let running: Promise<{ failed: string[] }> | undefined;
  return {
    add(name, stop) {
      steps.push({ name, stop });
    },
    run() {
      running ??= (async () => {
        const failed: string[] = [];
        for (const step of steps) {
          try {
            await step.stop();
          } catch (error) {
            failed.push(step.name);
            report(step.name, error);
          }
        }
        return { failed };
      })();
      return running;
    },
  };
}
