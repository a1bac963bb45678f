import { isAbsolute, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { ConfigError, loadConfig, type RunnerConfig } from './config.js';
import { createLogger, type Logger } from './log.js';
import { RunError, type RunReport, runCollector } from './run.js';
import { createService } from './service.js';
import type { Collector, Connector, Target } from './types.js';

/** Builds a collector from its section of the configuration file. */
export type CollectorFactory = (
  section: unknown,
  context: { directory: string; env: NodeJS.ProcessEnv; log: Logger },
) => Collector<Target> | Promise<Collector<Target>>;

/**
 * Exit codes a scheduler reads: 0 every connector of every target connected; 1 the run finished
 * and some target failed (each recorded `error` on its integration); 2 bad usage or
 * configuration; 3 the run could not start (the service unreachable or refusing the key).
 */
export const EXIT = { ok: 0, someFailed: 1, usage: 2, notStarted: 3 } as const;

export interface RunnerOptions {
  name: string;
  configFile: string;
  dryRun?: boolean;
  /** Built-in collectors by name; another name is a path to an ES module. */
  collectors: Record<string, CollectorFactory>;
  env?: NodeJS.ProcessEnv;
  print?: (line: string) => void;
  writeLog?: (line: string) => void;
}

/** A module's collector: its default export, a Collector, a Connector, or a factory of one. */
async function collectorFrom(options: RunnerOptions, config: RunnerConfig, log: Logger): Promise<Collector<Target>> {
  const env = options.env ?? process.env;
  const builtIn = options.collectors[options.name];
  const context = { directory: config.directory, env, log };
  if (builtIn) return builtIn(config.sections[options.name], context);
  if (!/[/\\.]/.test(options.name))
    throw new ConfigError(
      `unknown collector '${options.name}': one of ${Object.keys(options.collectors).join(', ')}, or a module's path`,
    );
  const path = isAbsolute(options.name) ? options.name : resolve(options.name);
  const exported = ((await import(pathToFileURL(path).href)) as { default?: unknown }).default;
  const value = typeof exported === 'function' ? await exported(config.sections.connector, context) : exported;
  if (isConnector(value)) return { name: value.typeCode, connectors: [value] };
  if (value && typeof value === 'object' && Array.isArray((value as Collector).connectors)) return value as Collector;
  throw new ConfigError(`${options.name}: its default export is not a connector or a collector`);
}

const isConnector = (value: unknown): value is Connector<Target> =>
  typeof value === 'object' && value !== null && 'typeCode' in value && 'collect' in value;

/** One run: the report, or the exit code of a run that could not start. */
export async function runOnce(options: RunnerOptions): Promise<{ code: number; report?: RunReport }> {
  const env = options.env ?? process.env;
  let log = createLogger({ write: options.writeLog });
  try {
    const config = loadConfig(options.configFile, env);
    log = createLogger({ level: config.logLevel, write: options.writeLog });
    const collector = await collectorFrom(options, config, log);
    const service = createService({
      ...config.service,
      onRetry: (event) => log.warn('retrying the service', { ...event }),
    });
    const report = await runCollector(collector, {
      service,
      log,
      concurrency: config.concurrency,
      dryRun: options.dryRun,
      print: options.print,
    });
    return { code: report.ok ? EXIT.ok : EXIT.someFailed, report };
  } catch (error) {
    if (error instanceof ConfigError) {
      log.error('configuration', { error });
      return { code: EXIT.usage };
    }
    log.error('the run could not start', { error: error instanceof RunError ? error : String(error) });
    return { code: EXIT.notStarted };
  }
}
