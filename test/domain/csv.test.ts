import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import {
  cellText,
  csvHeader,
  csvRecords,
  csvRow,
  FORMULA_TRIGGERS,
  neutraliseCell,
  quoteField,
} from '../../src/domain/csv.ts';
import { parseCsv } from '../support/csv.ts';

const anyText = fc.string({
  unit: fc.constantFrom('a', 'é', '😀', ',', '"', '\r', '\n', ' ', "'", ...FORMULA_TRIGGERS),
});

describe('RFC 4180 fields and rows', () => {
  test.each([
    ['plain', 'plain'],
    ['', ''],
    ['a,b', '"a,b"'],
    ['say "hi"', '"say ""hi"""'],
    ['line\nbreak', '"line\nbreak"'],
    ['carriage\rreturn', '"carriage\rreturn"'],
    ['crlf\r\n', '"crlf\r\n"'],
  ])('%j is written %j', (cell, written) => {
    expect(quoteField(cell)).toBe(written);
  });

  test('a row ends with CRLF', () => {
    expect(csvRow(['a', 'b,c', ''])).toBe('a,"b,c",\r\n');
  });

  test('round trip: any rows of any text read back exactly as their neutralised cells', () => {
    fc.assert(
      fc.property(fc.array(fc.array(anyText, { minLength: 1, maxLength: 6 }), { maxLength: 8 }), (rows) => {
        const text = rows.map(csvRow).join('');
        expect(parseCsv(text)).toStrictEqual(rows.map((row) => row.map(neutraliseCell)));
      }),
      { numRuns: 500 },
    );
  });
});

describe('spreadsheet formula injection', () => {
  test.each(FORMULA_TRIGGERS.map((trigger) => [JSON.stringify(trigger), trigger]))(
    'a cell beginning with %s is prefixed with a quote',
    (_label, trigger) => {
      const cell = `${trigger}HYPERLINK("http://evil.example","x")`;
      expect(neutraliseCell(cell)).toBe(`'${cell}`);
      const [record] = parseCsv(csvRow([cell]));
      expect(record).toStrictEqual([`'${cell}`]);
    },
  );

  test('the triggers are exactly the six OWASP names', () => {
    expect([...FORMULA_TRIGGERS].sort()).toStrictEqual(['\t', '\r', '+', '-', '=', '@'].sort());
  });

  test('every written cell that began with a trigger begins with the quote; others are untouched', () => {
    fc.assert(
      fc.property(anyText, (cell) => {
        const [[written]] = parseCsv(csvRow([cell])) as [[string]];
        if (cell.length > 0 && FORMULA_TRIGGERS.includes(cell[0]!)) expect(written).toBe(`'${cell}`);
        else expect(written).toBe(cell);
      }),
      { numRuns: 500 },
    );
  });

  test('a negative number is neutralised too: no type escapes the rule', () => {
    expect(csvRow([cellText(-3)])).toBe("'-3\r\n");
  });
});

describe('records to rows', () => {
  test('nested values by dotted columns; lists and JSON as JSON; null empty', () => {
    const columns = [['id'], ['counts', 'pass'], ['tags'], ['detail'], ['missing', 'deep']];
    const text =
      csvHeader(columns) +
      csvRecords(columns, [{ id: 'x', counts: { pass: 3 }, tags: ['a', 'b;c'], detail: { k: 1 }, missing: null }]);
    expect(parseCsv(text)).toStrictEqual([
      ['id', 'counts.pass', 'tags', 'detail', 'missing.deep'],
      ['x', '3', '["a","b;c"]', '{"k":1}', ''],
    ]);
  });

  test.each([
    [null, ''],
    [undefined, ''],
    [true, 'true'],
    [0, '0'],
    ['text', 'text'],
    [[], '[]'],
    [new Date('2025-01-02T03:04:05.678Z'), '2025-01-02T03:04:05.678Z'],
  ])('cellText(%j) is %j', (value, text) => {
    expect(cellText(value)).toBe(text);
  });
});
