import type { Reporter, TestModule } from 'vitest/node';

/**
 * Each project's time, printed when the run ends: `.ci/run` runs the database projects in one
 * vitest (one PostgreSQL, one demo seed, no core idle between them), so its step's time alone
 * would not say which project took how long. Per project: its files, from the first one's start
 * to the last one's end, and the files' own times summed (several run at a time).
 */
export default class ProjectTimes implements Reporter {
  private readonly spans = new Map<string, { files: number; first: number; last: number; summed: number }>();
  private readonly started = new Map<string, number>();

  onTestModuleStart(module: TestModule): void {
    this.started.set(module.moduleId, Date.now());
  }

  onTestModuleEnd(module: TestModule): void {
    const now = Date.now();
    const start = this.started.get(module.moduleId) ?? now;
    const name = module.project.name;
    const span = this.spans.get(name) ?? { files: 0, first: start, last: now, summed: 0 };
    span.files += 1;
    span.first = Math.min(span.first, start);
    span.last = Math.max(span.last, now);
    span.summed += now - start;
    this.spans.set(name, span);
  }

  onTestRunEnd(): void {
    for (const [name, span] of [...this.spans].sort(([, a], [, b]) => a.first - b.first)) {
      const seconds = (ms: number) => Math.round(ms / 1000);
      console.log(
        `ci: vitest project ${name}: ${span.files} files, ${seconds(span.last - span.first)}s from the first start to the last end, ${seconds(span.summed)}s of files summed`,
      );
    }
  }
}
