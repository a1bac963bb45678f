import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import type { Level } from './log.js';

/** A configuration the runner cannot use: the message names the setting. Exit code 2. */
export class ConfigError extends Error {
  override name = 'ConfigError';
}

/**
 * The runner's configuration file (JSON): where the service is and how to authenticate, how many
 * targets at once, and each collector's own section under its name. Secrets are never in the file
 * itself: `apiKeyEnv` names an environment variable, `apiKeyFile` a file (a Docker or systemd
 * credential), both resolved here.
 */
export interface RunnerConfig {
  service: { url: string; apiKey: string };
  concurrency: number;
  logLevel: Level;
  /** The collectors' sections, by collector name. */
  sections: Record<string, unknown>;
  /** Relative paths in the file are relative to it. */
  directory: string;
}

type Raw = Record<string, unknown>;
const isObject = (value: unknown): value is Raw => typeof value === 'object' && value !== null && !Array.isArray(value);

export function loadConfig(file: string, env: NodeJS.ProcessEnv = process.env): RunnerConfig {
  let raw: unknown;
  try {
    raw = JSON.parse(readFileSync(file, 'utf8'));
  } catch (error) {
    throw new ConfigError(`${file}: ${(error as Error).message}`);
  }
  if (!isObject(raw)) throw new ConfigError(`${file}: the configuration is a JSON object`);
  const directory = dirname(resolve(file));
  const service = isObject(raw.service) ? raw.service : {};
  const url = env.COMPLIANCE_URL ?? service.url;
  if (typeof url !== 'string' || !/^https?:\/\//.test(url))
    throw new ConfigError('service.url (or COMPLIANCE_URL) is the service address, http(s)://…');
  const concurrency = raw.concurrency ?? 4;
  if (!Number.isInteger(concurrency) || (concurrency as number) < 1 || (concurrency as number) > 64)
    throw new ConfigError('concurrency is a whole number from 1 to 64');
  const logLevel = raw.logLevel ?? env.LOG_LEVEL ?? 'info';
  if (!['debug', 'info', 'warn', 'error'].includes(logLevel as string))
    throw new ConfigError('logLevel is debug, info, warn or error');
  const { service: _s, concurrency: _c, logLevel: _l, ...sections } = raw;
  return {
    service: { url, apiKey: secret(service, 'apiKey', directory, env, 'COMPLIANCE_API_KEY') },
    concurrency: concurrency as number,
    logLevel: logLevel as Level,
    sections,
    directory,
  };
}

/**
 * A secret named by a setting `<name>Env` (an environment variable) or `<name>File` (a file, its
 * content trimmed), else the environment variable `fallbackEnv`. Never a literal in the file.
 */
export function secret(section: Raw, name: string, directory: string, env: NodeJS.ProcessEnv, fallbackEnv?: string) {
  const fromEnv = section[`${name}Env`];
  const fromFile = section[`${name}File`];
  if (name in section) throw new ConfigError(`${name} is not kept in the file: use ${name}Env or ${name}File`);
  if (typeof fromFile === 'string') {
    try {
      return readFileSync(resolve(directory, fromFile), 'utf8').trim();
    } catch (error) {
      throw new ConfigError(`${name}File: ${(error as Error).message}`);
    }
  }
  const variable = typeof fromEnv === 'string' ? fromEnv : fallbackEnv;
  const value = variable === undefined ? undefined : env[variable];
  if (!value) throw new ConfigError(`${name}: set ${variable ?? `${name}Env or ${name}File`}`);
  return value;
}

/** A duration such as `30s`, `15m`, `6h` or `1d`, in milliseconds. */
export function parseDuration(text: string): number {
  const match = /^(\d+)(s|m|h|d)$/.exec(text.trim());
  if (!match) throw new ConfigError(`'${text}' is not a duration such as 30m, 6h or 1d`);
  const unit = { s: 1_000, m: 60_000, h: 3_600_000, d: 86_400_000 }[match[2] as 's' | 'm' | 'h' | 'd'];
  const ms = Number(match[1]) * unit;
  if (ms < 1_000) throw new ConfigError('the interval is at least 1s');
  return ms;
}

export { isObject };
