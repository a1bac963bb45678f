import { readFileSync, writeFileSync } from 'node:fs';

/**
 * The generated Prisma client loads its query compiler by importing a module whose one export is
 * the WebAssembly binary as a 2.2 MB base64 string. An imported module lives as long as the
 * process, so the string is kept twice (the module's source and its export) in V8's large-object
 * space: 6-8 MB of a server's idle RSS, for bytes read once at start (docs/performance.md, "Where the memory goes"). After
 * `prisma generate`, `npm run db:generate` rewrites that loader to read the same file, decode it
 * and drop the text.
 */

const IMPORTED_LOADER =
  /const \{ wasm \} = await import\((["'])(@prisma\/client\/runtime\/query_compiler_\w+\.\w+\.wasm-base64\.mjs)\1\);?\s*return await decodeBase64AsWasm\(wasm\)/;

const READER_NAME = 'readBase64WasmModule';

const READER = `
/** Added by src/ops/prisma-client-wasm.ts: the binary is read from its module's file, never imported, so its text is not kept. */
async function ${READER_NAME}(specifier: string): Promise<WebAssembly.Module> {
  const [{ readFile }, { createRequire }, { Buffer }] = await Promise.all([
    import('node:fs/promises'),
    import('node:module'),
    import('node:buffer'),
  ])
  const source = await readFile(createRequire(import.meta.url).resolve(specifier), 'latin1')
  const base64 = /"([A-Za-z0-9+/]+={0,2})"/.exec(source)?.[1]
  if (base64 === undefined) throw new Error(\`no base64 WebAssembly module in \${specifier}\`)
  return new WebAssembly.Module(Buffer.from(base64, 'base64'))
}
`;

/**
 * The generated client's source with the query compiler read instead of imported. Idempotent; a
 * client whose loader looks different (a Prisma upgrade) is an error, so the change cannot be
 * lost without notice.
 */
export function readQueryCompilerFromFile(classSource: string): string {
  if (classSource.includes(`async function ${READER_NAME}(`)) return classSource;
  const match = IMPORTED_LOADER.exec(classSource);
  if (!match) {
    throw new Error(
      "the generated Prisma client does not load its query compiler as expected (`const { wasm } = await import('...wasm-base64.mjs')`); update src/ops/prisma-client-wasm.ts for this Prisma version",
    );
  }
  const [loader, , specifier] = match;
  return `${classSource.replace(loader, `return await ${READER_NAME}(${JSON.stringify(specifier)})`)}${READER}`;
}

/** Rewrites the generated client in place (the `internal/class.ts` of the client's output directory). */
export function rewriteGeneratedClient(classFile: string): void {
  writeFileSync(classFile, readQueryCompilerFromFile(readFileSync(classFile, 'utf8')));
}
