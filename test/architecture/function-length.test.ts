import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import ts from 'typescript';
import { describe, expect, test } from 'vitest';

/**
 * No function over 80 lines without a reason written above it (issue 21). A long function is
 * allowed only when a comment directly above its declaration or statement says `Long because:`,
 * so the exception is argued in review rather than grown into. Nested functions are measured
 * on their own too; their lines still count toward the function around them.
 */

const ROOT = resolve(import.meta.dirname, '../..');
const MAX_LINES = 80;
const REASON = 'Long because:';

function sourceFiles(dir: string): string[] {
  return readdirSync(join(ROOT, dir), { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && /\.m?tsx?$/.test(entry.name) && !entry.name.endsWith('.d.ts'))
    .map((entry) => relative(ROOT, join(entry.parentPath, entry.name)))
    .filter((path) => !/(^|\/)generated\//.test(path));
}

function isFunctionLike(node: ts.Node): node is ts.SignatureDeclaration & { body?: ts.Node } {
  return (
    ts.isFunctionDeclaration(node) ||
    ts.isFunctionExpression(node) ||
    ts.isArrowFunction(node) ||
    ts.isMethodDeclaration(node) ||
    ts.isConstructorDeclaration(node) ||
    ts.isGetAccessorDeclaration(node) ||
    ts.isSetAccessorDeclaration(node)
  );
}

function functionName(node: ts.Node): string {
  const named = node as { name?: ts.Node };
  if (named.name) return named.name.getText();
  if (ts.isConstructorDeclaration(node)) return 'constructor';
  const parent = node.parent;
  if ((ts.isVariableDeclaration(parent) || ts.isPropertyAssignment(parent)) && parent.name)
    return parent.name.getText();
  if (ts.isCallExpression(parent)) return `<callback of ${parent.expression.getText().slice(0, 40)}>`;
  return '<anonymous>';
}

/** The nodes whose leading comment speaks for this function: itself up to its statement or member. */
function hosts(node: ts.Node): ts.Node[] {
  const found = [node];
  let current = node;
  while (!ts.isStatement(current) && !ts.isClassElement(current) && !ts.isPropertyAssignment(current)) {
    if (!current.parent || ts.isSourceFile(current.parent)) break;
    current = current.parent;
    found.push(current);
  }
  return found;
}

function hasReason(node: ts.Node, text: string): boolean {
  return hosts(node).some((host) =>
    (ts.getLeadingCommentRanges(text, host.getFullStart()) ?? []).some((range) =>
      text.slice(range.pos, range.end).includes(REASON),
    ),
  );
}

/** `file:line name lines` for every function over the limit without a reason above it. */
function longFunctions(path: string, text: string): string[] {
  const source = ts.createSourceFile(path, text, ts.ScriptTarget.Latest, true);
  const offenders: string[] = [];
  const visit = (node: ts.Node): void => {
    if (isFunctionLike(node) && node.body) {
      const start = source.getLineAndCharacterOfPosition(node.getStart(source)).line;
      const end = source.getLineAndCharacterOfPosition(node.getEnd()).line;
      const lines = end - start + 1;
      if (lines > MAX_LINES && !hasReason(node, text)) {
        offenders.push(`${path}:${start + 1} ${functionName(node)} ${lines}`);
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return offenders;
}

describe('function length', () => {
  test(`no function in src, scripts, bench, the client and connector packages or the console is over ${MAX_LINES} lines without "${REASON}" above it`, () => {
    const offenders = ['src', 'scripts', 'bench', 'packages/client/src', 'packages/connector/src', 'console/src']
      .flatMap(sourceFiles)
      .flatMap((path) => longFunctions(path, readFileSync(join(ROOT, path), 'utf8')));
    expect(offenders).toEqual([]);
  });

  test('every kind of function is measured, nested ones too, and a reason above exempts it', () => {
    const body = (n: number) => Array.from({ length: n }, (_, i) => `  const v${i} = ${i};`).join('\n');
    const text = [
      `function declared() {\n${body(79)}\n}`,
      `function shortEnough() {\n${body(78)}\n}`,
      `const arrow = async () => {\n${body(79)}\n};`,
      `const expressed = function () {\n${body(79)}\n};`,
      `class Holder {\n  method() {\n${body(79)}\n  }\n}`,
      `const table = {\n  property: () => {\n${body(79)}\n  },\n};`,
      `register('name', () => {\n${body(79)}\n});`,
      `function outer() {\n  function inner() {\n${body(79)}\n  }\n}`,
      `// Long because: a table reads best whole.\nfunction argued() {\n${body(79)}\n}`,
      `/**\n * Long because: one reason in a doc comment.\n */\nexport const arguedArrow = () => {\n${body(79)}\n};`,
    ].join('\n');
    expect(longFunctions('fixture.ts', text)).toEqual([
      'fixture.ts:1 declared 81',
      'fixture.ts:162 arrow 81',
      'fixture.ts:243 expressed 81',
      'fixture.ts:325 method 81',
      'fixture.ts:408 property 81',
      'fixture.ts:490 <callback of register> 81',
      'fixture.ts:571 outer 83',
      'fixture.ts:572 inner 81',
    ]);
  });
});
