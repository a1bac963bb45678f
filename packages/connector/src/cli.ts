#!/usr/bin/env node
// compliance-connector <name> --config FILE (--once | --every 6h) [--dry-run]
// Runs a collector (dns, microsoft365, file, or the path of your own module) against the service.
import { parseArgs } from 'node:util';
import { BUILT_IN_COLLECTORS } from './collectors.js';
import { parseDuration } from './kit/config.js';
import { EXIT, runOnce } from './kit/runner.js';

const USAGE = `usage: compliance-connector <name> --config FILE (--once | --every INTERVAL) [--dry-run]

  <name>            ${Object.keys(BUILT_IN_COLLECTORS).join(', ')}, or the path of an ES module exporting a connector
  --config FILE     the JSON configuration (service URL, key variable, the collector's section)
  --once            one run, then exit with its code
  --every INTERVAL  a run now and every INTERVAL (30m, 6h, 1d) until SIGTERM or SIGINT
  --dry-run         print the pushes it would make (JSON lines on stdout), write nothing

exit codes: 0 all connected, 1 some targets failed, 2 usage or configuration, 3 could not start`;

async function main(argv: string[]): Promise<number> {
  let parsed: ReturnType<typeof parse>;
  try {
    parsed = parse(argv);
  } catch (error) {
    process.stderr.write(`${(error as Error).message}\n${USAGE}\n`);
    return EXIT.usage;
  }
  const { name, config, once, every, dryRun } = parsed;
  const run = () => runOnce({ name, configFile: config, dryRun, collectors: BUILT_IN_COLLECTORS });
  if (once) return (await run()).code;
  const interval = every as number;
  let stopping = false;
  let wake: () => void = () => {};
  const stop = () => {
    stopping = true;
    wake();
  };
  process.once('SIGTERM', stop);
  process.once('SIGINT', stop);
  let code: number = EXIT.ok;
  while (!stopping) {
    const started = Date.now();
    code = (await run()).code;
    if (code === EXIT.usage) return code;
    const wait = Math.max(0, started + interval - Date.now());
    await new Promise<void>((resolve) => {
      const timer = setTimeout(resolve, wait);
      wake = () => {
        clearTimeout(timer);
        resolve();
      };
    });
  }
  return code;
}

function parse(argv: string[]) {
  const { values, positionals } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: {
      config: { type: 'string' },
      once: { type: 'boolean', default: false },
      every: { type: 'string' },
      'dry-run': { type: 'boolean', default: false },
      help: { type: 'boolean', default: false },
    },
  });
  if (values.help) {
    process.stdout.write(`${USAGE}\n`);
    process.exit(EXIT.ok);
  }
  const [name, ...rest] = positionals;
  if (!name || rest.length > 0) throw new Error('name one collector');
  if (!values.config) throw new Error('--config is required');
  if (values.once === (values.every !== undefined)) throw new Error('give exactly one of --once and --every');
  return {
    name,
    config: values.config,
    once: values.once,
    every: values.every === undefined ? undefined : parseDuration(values.every),
    dryRun: values['dry-run'],
  };
}

main(process.argv.slice(2)).then(
  (code) => {
    process.exitCode = code;
  },
  (error: unknown) => {
    process.stderr.write(`${error instanceof Error ? error.stack : String(error)}\n`);
    process.exitCode = EXIT.notStarted;
  },
);
