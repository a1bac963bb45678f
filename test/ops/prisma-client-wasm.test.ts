import { readFileSync } from 'node:fs';
import { describe, expect, test } from 'vitest';
import { readQueryCompilerFromFile } from '../../src/ops/prisma-client-wasm.ts';

// The loader as `prisma generate` (7.x, prisma-client generator) writes it.
const GENERATED = `config.compilerWasm = {
  getRuntime: async () => await import("@prisma/client/runtime/query_compiler_small_bg.postgresql.mjs"),

  getQueryCompilerWasmModule: async () => {
    const { wasm } = await import("@prisma/client/runtime/query_compiler_small_bg.postgresql.wasm-base64.mjs")
    return await decodeBase64AsWasm(wasm)
  },

  importName: "./query_compiler_small_bg.js"
}
`;

describe("the generated client's query compiler loader", () => {
  test('reads the binary from the base64 module file instead of importing the module', () => {
    const rewritten = readQueryCompilerFromFile(GENERATED);
    expect(rewritten).not.toMatch(/await import\(["'][^"']*wasm-base64\.mjs["']\)/);
    expect(rewritten).toContain(
      '    return await readBase64WasmModule("@prisma/client/runtime/query_compiler_small_bg.postgresql.wasm-base64.mjs")\n  },',
    );
    expect(rewritten).toContain('async function readBase64WasmModule(specifier: string)');
    // The runtime (a small module of glue) is still imported as generated.
    expect(rewritten).toContain('await import("@prisma/client/runtime/query_compiler_small_bg.postgresql.mjs")');
  });

  test('is idempotent', () => {
    const once = readQueryCompilerFromFile(GENERATED);
    expect(readQueryCompilerFromFile(once)).toBe(once);
  });

  test('refuses a loader of another shape (a Prisma upgrade) rather than leaving it as it is', () => {
    expect(() => readQueryCompilerFromFile(GENERATED.replace('decodeBase64AsWasm', 'decodeWasm'))).toThrow(
      /does not load its query compiler as expected/,
    );
  });

  test('the client this checkout runs was generated and rewritten', () => {
    const client = readFileSync(new URL('../../src/data/generated/prisma/internal/class.ts', import.meta.url), 'utf8');
    expect(client).not.toMatch(/await import\(["'][^"']*wasm-base64\.mjs["']\)/);
    expect(client).toContain('return await readBase64WasmModule(');
  });
});
