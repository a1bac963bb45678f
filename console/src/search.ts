/**
 * A screen's state in the address: each route declares its search params as a shape of small
 * parsers, so whatever a shared link or a hand-edited address holds, the screen gets typed values
 * (or nothing) and never a surprise. The address is plain `key=value` text (no JSON quoting), so it
 * reads as it is: `#/organizations/<id>?status=fail&row=<control id>`.
 */
type Parser<T> = (value: unknown) => T | undefined;

export type SearchOf<S extends Record<string, Parser<unknown>>> = {
  [K in keyof S]?: S[K] extends Parser<infer T> ? T : never;
};

/** The route's `validateSearch`: keeps the known keys that parse, drops the rest. */
export function searchParams<S extends Record<string, Parser<unknown>>>(shape: S) {
  return (raw: Record<string, unknown>): SearchOf<S> => {
    const search: Record<string, unknown> = {};
    for (const [key, parse] of Object.entries(shape)) {
      const value = parse(raw[key]);
      if (value !== undefined) search[key] = value;
    }
    return search as SearchOf<S>;
  };
}

/** One of a fixed list of values (an enum of the graph, a sort key). */
export function oneOf<T extends string>(values: readonly T[]): Parser<T> {
  return (value) => (values.includes(value as T) ? (value as T) : undefined);
}

/** Free text (a search box): absent when empty. */
export const text: Parser<string> = (value) => (typeof value === 'string' && value !== '' ? value : undefined);

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
export const uuid: Parser<string> = (value) => (typeof value === 'string' && UUID.test(value) ? value : undefined);

/** A page number past the first (the first is the default, so it stays out of the address). */
export const page: Parser<number> = (value) => {
  const number = typeof value === 'number' ? value : Number(value);
  return Number.isInteger(number) && number > 1 && number < 1_000_000 ? number : undefined;
};

/** Plain `key=value` pairs, every value a string: the parsers above type them. */
export function parseSearch(searchText: string): Record<string, unknown> {
  return Object.fromEntries(new URLSearchParams(searchText));
}

export function stringifySearch(search: Record<string, unknown>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(search)) {
    if (value !== undefined && value !== null && value !== '') params.set(key, String(value));
  }
  const textOf = params.toString();
  return textOf ? `?${textOf}` : '';
}
