/**
 * The worst bodies of each kind a client can send to /graphql within the 1 MiB limit, as issue 29
 * found them stalling the process: one long token (a name of 950 KB), 50,000 variables, 50,000
 * tokens, and an `application/graphql` body of 400,000 tokens. bench/bodies-cpu.ts measures what
 * each costs the server; test/security/auth-before-body.test.ts floods the server with them.
 */
export interface WorstBody {
  name: string;
  contentType: string;
  body: string;
}

export function worstBodies(): WorstBody[] {
  const json = (name: string, value: unknown): WorstBody => ({
    name,
    contentType: 'application/json',
    body: JSON.stringify(value),
  });
  const variables = Object.fromEntries(Array.from({ length: 50_000 }, (_, i) => [`v${i}`, i]));
  return [
    json('one 950 KB name', { query: 'a'.repeat(950_000) }),
    json('50,000 variables', { query: '{ __typename }', variables }),
    json('50,000 tokens', { query: `{ ${'a '.repeat(50_000)}}` }),
    {
      name: 'application/graphql, 400,000 tokens',
      contentType: 'application/graphql',
      body: `{ ${'a '.repeat(400_000)}}`,
    },
  ];
}
