import { serverAudits } from 'graphql-http';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { startTestApp, type TestApp } from '../support/app.ts';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp({ worker: false });
});
afterAll(() => app.close());

/**
 * graphql-http's own conformance audit of the GraphQL-over-HTTP spec, against the real server on
 * loopback. Every operation but signing in needs a credential, so the audits' requests carry the
 * demo tenant's admin key (added by the fetch they are given; the audits set no Authorization).
 */
test('graphql-http server audits: every one ok, no warning', async () => {
  const fetchFn: typeof fetch = (input, init) => {
    const headers = new Headers(init?.headers);
    headers.set('authorization', `Bearer ${app.adminKey}`);
    return fetch(input, { ...init, headers });
  };
  const audits = serverAudits({ url: `${app.url}/graphql`, fetchFn });
  const results = [];
  for (const audit of audits) results.push(await audit.fn());
  const notOk = results
    .filter((result) => result.status !== 'ok')
    .map((result) => `${result.status} ${result.name}: ${'reason' in result ? result.reason : ''}`);
  expect(notOk).toEqual([]);
  expect(results).toHaveLength(61);
});

test('a request that is no GraphQL request is a 400 whatever the client accepts', async () => {
  const cases: [string, RequestInit][] = [
    ['a POST without a body, no Accept', { method: 'POST', headers: { 'content-type': 'application/json' } }],
    [
      'invalid JSON, Accept: application/json',
      { method: 'POST', headers: { 'content-type': 'application/json', accept: 'application/json' }, body: '{ "not' },
    ],
    [
      'invalid JSON, Accept: application/graphql-response+json',
      {
        method: 'POST',
        headers: { 'content-type': 'application/json', accept: 'application/graphql-response+json' },
        body: '{ "not',
      },
    ],
  ];
  for (const [name, init] of cases) {
    const response = await fetch(`${app.url}/graphql`, init);
    expect(response.status, name).toBe(400);
    expect(await response.json()).toStrictEqual({
      errors: [{ message: 'POST body sent invalid JSON.', extensions: { code: 'BAD_REQUEST' } }],
    });
  }
});
