import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, test } from 'vitest';

/**
 * The README is what a newcomer reads in five minutes, so it stays short; everything else lives in
 * `docs/`, one file per reader. Text moves between those files often, and a moved section silently
 * breaks the links that pointed at it: every relative link must name a file and heading that exist.
 */

const ROOT = resolve(import.meta.dirname, '../..');
const README_MAX_LINES = 200;

function markdownFiles(): string[] {
  const docs = join(ROOT, 'docs');
  const inDocs = existsSync(docs)
    ? readdirSync(docs)
        .filter((name) => name.endsWith('.md'))
        .map((name) => join(docs, name))
    : [];
  return [join(ROOT, 'README.md'), ...inDocs];
}

/** Lines outside fenced code blocks: a `# comment` in a shell example is no heading, a URL in one no link. */
function proseLines(text: string): string[] {
  let fence: string | null = null;
  const prose: string[] = [];
  for (const line of text.split('\n')) {
    const marker = /^\s*(`{3,}|~{3,})/.exec(line)?.[1];
    if (marker && (fence === null || marker.startsWith(fence))) {
      fence = fence === null ? marker : null;
      continue;
    }
    if (fence === null) prose.push(line);
  }
  return prose;
}

/** GitHub's heading anchors: lowercased, punctuation dropped, each space a hyphen, repeats numbered. */
function anchors(text: string): Set<string> {
  const seen = new Map<string, number>();
  const result = new Set<string>();
  for (const line of proseLines(text)) {
    const heading = /^#{1,6}\s+(.*?)\s*#*\s*$/.exec(line)?.[1];
    if (heading === undefined) continue;
    const slug = heading
      .toLowerCase()
      .replace(/[^\p{L}\p{N}\s_-]/gu, '')
      .replace(/\s/g, '-');
    const count = seen.get(slug) ?? 0;
    seen.set(slug, count + 1);
    result.add(count === 0 ? slug : `${slug}-${count}`);
  }
  return result;
}

function relativeLinks(text: string): string[] {
  const links: string[] = [];
  for (const line of proseLines(text)) {
    // Inline code may show link syntax without being a link.
    const withoutCode = line.replace(/`[^`]*`/g, '');
    for (const match of withoutCode.matchAll(/\]\(([^)\s]+)(?:\s+"[^"]*")?\)/g)) {
      const target = match[1]!;
      if (!/^[a-z][a-z0-9+.-]*:/i.test(target)) links.push(target);
    }
  }
  return links;
}

describe('documentation', () => {
  test(`the README is at most ${README_MAX_LINES} lines`, () => {
    const lines = readFileSync(join(ROOT, 'README.md'), 'utf8').trimEnd().split('\n').length;
    expect(lines).toBeLessThanOrEqual(README_MAX_LINES);
  });

  test('the README says how to run the tests (CI runs the same command)', () => {
    expect(readFileSync(join(ROOT, 'README.md'), 'utf8')).toMatch(/^npm test\b/m);
  });

  test('every relative link in README.md and docs/*.md reaches a file and heading that exist', () => {
    const broken: string[] = [];
    for (const file of markdownFiles()) {
      for (const link of relativeLinks(readFileSync(file, 'utf8'))) {
        const [path, anchor] = link.split('#', 2) as [string, string | undefined];
        const target = path === '' ? file : resolve(dirname(file), decodeURIComponent(path));
        const where = `${relative(ROOT, file)}: ${link}`;
        if (!target.startsWith(ROOT) || !existsSync(target)) {
          broken.push(`${where} (no such file)`);
        } else if (anchor !== undefined && target.endsWith('.md')) {
          if (!anchors(readFileSync(target, 'utf8')).has(anchor)) broken.push(`${where} (no such heading)`);
        }
      }
    }
    expect(broken).toEqual([]);
  });

  test('the link checker reads headings and links as GitHub does, code blocks left out', () => {
    const text = '# A title\n\n## Two `words` (here)\n\n```sh\n# not a heading\n```\n';
    expect(anchors(text)).toEqual(new Set(['a-title', 'two-words-here']));
    expect(relativeLinks('[a](#x) [b](docs/y.md#z) [c](https://example.com) `[d](#no)`')).toEqual([
      '#x',
      'docs/y.md#z',
    ]);
  });
});
