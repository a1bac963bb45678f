import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import {
  DEFAULT_PAGE_SIZE,
  decodeCursor,
  encodeCursor,
  MAX_PAGE_SIZE,
  pageWindow,
  toPage,
  totalPages,
} from '../../src/domain/pagination.ts';

describe('page-based lists', () => {
  test('the decided bounds', () => {
    expect(DEFAULT_PAGE_SIZE).toBe(50);
    expect(MAX_PAGE_SIZE).toBe(100);
  });

  test.each([
    [0, 50, 1],
    [1, 50, 1],
    [50, 50, 1],
    [51, 50, 2],
    [257, 100, 3],
    [300, 100, 3],
    [301, 1, 301],
  ])('%i items by %i make %i pages', (total, pageSize, pages) => {
    expect(totalPages(total, pageSize)).toBe(pages);
  });

  test('never 0 pages; the pages hold every item and no page is wholly past the end but the first', () => {
    fc.assert(
      fc.property(fc.nat(100_000), fc.integer({ min: 1, max: MAX_PAGE_SIZE }), (total, pageSize) => {
        const pages = totalPages(total, pageSize);
        expect(pages).toBeGreaterThanOrEqual(1);
        expect(pages * pageSize).toBeGreaterThanOrEqual(total);
        if (total > 0) expect((pages - 1) * pageSize).toBeLessThan(total);
      }),
    );
  });

  test('the documented client loop visits each item once and ends', () => {
    fc.assert(
      fc.property(fc.nat(1000), fc.integer({ min: 1, max: MAX_PAGE_SIZE }), (total, pageSize) => {
        const items = Array.from({ length: total }, (_, i) => i);
        const seen: number[] = [];
        for (let page = 1; ; page++) {
          const { skip, take } = pageWindow({ page, pageSize });
          const body = toPage(items.slice(skip, skip + take), total, { page, pageSize });
          seen.push(...body.items);
          if (body.page === body.totalPages) break;
        }
        expect(seen).toEqual(items);
      }),
    );
  });

  test('a page is its window and the counts', () => {
    expect(pageWindow({ page: 3, pageSize: 20 })).toEqual({ skip: 40, take: 20 });
    expect(toPage(['a', 'b'], 7, { page: 2, pageSize: 5 })).toStrictEqual({
      items: ['a', 'b'],
      total: 7,
      page: 2,
      pageSize: 5,
      totalPages: 2,
    });
    expect(toPage([], 7, { page: 9, pageSize: 5 })).toMatchObject({ items: [], page: 9, totalPages: 2 });
  });
});

describe('cursors', () => {
  test('decode what they encode, and are not raw ids', () => {
    fc.assert(
      fc.property(fc.array(fc.oneof(fc.string(), fc.integer())), (position) => {
        const cursor = encodeCursor(position);
        expect(cursor).toMatch(/^[A-Za-z0-9_-]*$/);
        expect(decodeCursor(cursor)).toEqual(position);
      }),
    );
    const id = '0190a0b0-0000-7000-8000-000000000000';
    expect(encodeCursor(['2024-01-01T00:00:00.000Z', id])).not.toContain(id);
  });

  test.each([
    'not-a-cursor',
    '',
    '!!!',
    Buffer.from('{"a":1}').toString('base64url'),
    Buffer.from('42').toString('base64url'),
  ])('%j decodes to null, never throws', (cursor) => {
    expect(decodeCursor(cursor)).toBeNull();
  });

  test('any string decodes to an array or null', () => {
    fc.assert(
      fc.property(fc.string(), (cursor) => {
        const position = decodeCursor(cursor);
        expect(position === null || Array.isArray(position)).toBe(true);
      }),
    );
  });
});
