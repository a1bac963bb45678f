import { cp, mkdir, mkdtemp, rm } from 'node:fs/promises';
import path from 'node:path';
import { build, type Plugin } from 'esbuild';
import { inject } from 'vitest';
import type { TestProject } from 'vitest/node';
import { sharedAcrossProjects } from './shared-setup.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** This run's compiled copy of the sources the tests start as processes (see nodeArgs). */
    compiledChildrenDir: string;
  }
}

/**
 * A relative import stays an import of its own compiled file (`./x.ts` -> `./x.js`): every source
 * file is compiled on its own, so the tree keeps the layout `tsc -p tsconfig.build.json` gives
 * dist/, which the code already runs from (it finds its project root and its migration worker).
 */
const keepRelativeImports: Plugin = {
  name: 'keep-relative-imports',
  setup(compile) {
    compile.onResolve({ filter: /^\.\.?\// }, (args) =>
      args.kind === 'entry-point' ? undefined : { path: args.path.replace(/\.tsx?$/, '.js'), external: true },
    );
  },
};

/**
 * The services, replicas, connector runs and helper scripts the tests start as processes, compiled
 * once per run with esbuild (under a second) for every project that starts them: under tsx a
 * service's start costs about 3 s of CPU to load its modules, compiled about 1.7 s (the connector
 * runner 1.2 s and 0.5 s), and three dozen starts on two cores are CI time. Inside
 * node_modules so that the packages resolve as they do for the sources; a directory per run, so
 * two runs never share one.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const { value: outdir, release } = await sharedAcrossProjects('compiled-children', compile, (dir) =>
    rm(dir, { recursive: true, force: true }),
  );
  project.provide('compiledChildrenDir', outdir);
  return release;
}

async function compile(): Promise<string> {
  const parent = path.resolve('node_modules/.cache/test-children');
  await mkdir(parent, { recursive: true });
  const outdir = await mkdtemp(path.join(parent, 'run-'));
  const common = {
    outdir,
    outbase: '.',
    bundle: true,
    packages: 'external',
    platform: 'node',
    format: 'esm',
    target: 'node20',
    logLevel: 'error',
  } as const;
  await Promise.all([
    build({
      ...common,
      entryPoints: ['src/**/*.ts', 'bench/**/*.ts', 'test/support/**/*.ts', 'test/*/support/**/*.ts'],
      plugins: [keepRelativeImports],
    }),
    // The connector runner in one file with the client package's sources, which the tests run
    // (the package's dist/ is what the pack tests rebuild, and may not be there).
    build({
      ...common,
      entryPoints: ['packages/connector/src/cli.ts'],
      alias: { '@compliance-gateway/client': './packages/client/src/index.ts' },
    }),
  ]);
  return outdir;
}

/**
 * This run's compiled service copied into another checkout as its build (`dist/src`, where `npm
 * run build` puts it): the entry to start there, or undefined where this run compiled nothing.
 */
export async function copyCompiledService(checkout: string): Promise<string | undefined> {
  const compiled = inject('compiledChildrenDir');
  if (!compiled) return undefined;
  await cp(path.join(compiled, 'src'), path.join(checkout, 'dist', 'src'), { recursive: true });
  return path.join(checkout, 'dist', 'src', 'main.js');
}

/**
 * Node's arguments to run one of the project's TypeScript files (an absolute path) as a process,
 * after the modules in `preload`: its compiled copy where this run made one, the source under tsx
 * otherwise (a file outside this checkout, such as another clone's, is always its source). A
 * compiled file (`.js`) runs as it is.
 */
export function nodeArgs(script: string, preload: string[] = []): string[] {
  const imports = (files: string[]) => files.flatMap((file) => ['--import', file]);
  if (script.endsWith('.js')) return [...imports(preload), script];
  const compiled = inject('compiledChildrenDir');
  const relative = path.relative(process.cwd(), script);
  if (!compiled || relative.startsWith('..')) return ['--import', 'tsx', ...imports(preload), script];
  const js = (file: string) => path.join(compiled, path.relative(process.cwd(), file).replace(/\.ts$/, '.js'));
  return [...imports(preload.map(js)), js(script)];
}
