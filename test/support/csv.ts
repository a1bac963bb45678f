/**
 * A strict RFC 4180 reader, written from the RFC's grammar rather than from the writer: records
 * end with CRLF, a quoted field doubles its quotes, an unquoted one holds no comma, quote, CR or
 * LF. Anything else throws, so a writer that bends the grammar fails the round trip.
 */
export function parseCsv(text: string): string[][] {
  const records: string[][] = [];
  let at = 0;
  while (at < text.length) {
    const record: string[] = [];
    for (;;) {
      let field = '';
      if (text[at] === '"') {
        at += 1;
        for (;;) {
          if (at >= text.length) throw new Error('unterminated quoted field');
          if (text[at] === '"') {
            if (text[at + 1] === '"') {
              field += '"';
              at += 2;
              continue;
            }
            at += 1;
            break;
          }
          field += text[at];
          at += 1;
        }
      } else {
        while (at < text.length && !',"\r\n'.includes(text[at]!)) field += text[at++];
        if (text[at] === '"') throw new Error(`a quote inside an unquoted field at ${at}`);
      }
      record.push(field);
      if (text[at] === ',') {
        at += 1;
        continue;
      }
      if (text.startsWith('\r\n', at)) {
        at += 2;
        break;
      }
      throw new Error(`a record must end with CRLF at ${at}`);
    }
    records.push(record);
  }
  return records;
}
