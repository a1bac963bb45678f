import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { ApiError } from '../../src/errors.ts';
import { MAX_BODY_BYTES } from '../../src/http/body.ts';
import { createLogger } from '../../src/observability/logger.ts';
import { startTestApp, type TestApp } from '../support/app.ts';
import { RawConnection, type RawResponse } from './support/raw-connection.ts';

const TOO_LARGE = { detail: 'Request body too large' };

/**
 * After any answer, a keep-alive client must be able to use the connection again, unless the
 * answer said `Connection: close`: then the server ends it cleanly (FIN), never with a reset that
 * could take the answer, or the client's next request, with it.
 */
async function expectUsableOrClosed(connection: RawConnection, answer: RawResponse): Promise<'reused' | 'closed'> {
  if (answer.headers.connection === 'close') {
    expect(await connection.ended(3_000)).toEqual({ kind: 'end' });
    return 'closed';
  }
  await connection.request('GET', '/healthz');
  const next = await connection.response();
  expect(next.status).toBe(200);
  expect(JSON.parse(next.body)).toEqual({ status: 'ok' });
  return 'reused';
}

describe('early refusals leave the connection usable or close it cleanly', () => {
  let app: TestApp;
  let lines: Record<string, unknown>[];
  beforeAll(async () => {
    lines = [];
    const sink = new Writable({
      write(chunk, _encoding, done) {
        for (const line of String(chunk).split('\n')) if (line.trim()) lines.push(JSON.parse(line));
        done();
      },
    });
    app = await startTestApp({ logger: createLogger('info', sink), bodyTimeoutMs: 400, worker: false });
  });
  afterAll(() => app?.close());

  test.each([
    ['/api/v1/auth/login', TOO_LARGE],
    ['/api/v1/mcp', TOO_LARGE],
    ['/graphql', { errors: [{ message: 'Request body too large', extensions: { code: 'PAYLOAD_TOO_LARGE' } }] }],
  ])('a Content-Length over the limit on %s is refused at once, before any byte of the body', async (path, body) => {
    const connection = await RawConnection.open(app.url);
    // The body is never sent: the answer cannot wait for it.
    await connection.write(
      connection.head('POST', path, {
        'content-type': 'application/json',
        'content-length': 50_000_000,
        authorization: `Bearer ${app.adminKey}`,
      }),
    );
    await connection.write('{"a":');
    const answer = await connection.response(2_000);
    expect(answer.status).toBe(413);
    expect(JSON.parse(answer.body)).toEqual(body);
    expect(answer.ms).toBeLessThan(1_000);
    expect(answer.headers.connection).toBe('close');
    expect(await expectUsableOrClosed(connection, answer)).toBe('closed');
  });

  test('a chunked body that passes the limit: 413, Connection: close, and a clean end', async () => {
    const connection = await RawConnection.open(app.url);
    await connection.write(
      connection.head('POST', '/api/v1/auth/login', {
        'content-type': 'application/json',
        'transfer-encoding': 'chunked',
      }),
    );
    const chunk = 'a'.repeat(64 * 1024);
    const framed = `${chunk.length.toString(16)}\r\n${chunk}\r\n`;
    // Sends past the limit, then stops (a client that has seen the answer stops sending).
    for (let sent = 0; sent <= MAX_BODY_BYTES; sent += chunk.length) await connection.write(framed);
    const answer = await connection.response();
    expect(answer.status).toBe(413);
    expect(JSON.parse(answer.body)).toEqual(TOO_LARGE);
    expect(await expectUsableOrClosed(connection, answer)).toBe('closed');
  });

  test('a keep-alive client that sent its whole oversized body is told to close, and is never reset', async () => {
    const connection = await RawConnection.open(app.url);
    const body = `{"email": "${'a'.repeat(MAX_BODY_BYTES + 10)}"}`;
    void connection.request('POST', '/api/v1/auth/login', { 'content-type': 'application/json' }, body);
    const answer = await connection.response();
    expect(answer.status).toBe(413);
    expect(await expectUsableOrClosed(connection, answer)).toBe('closed');
  });

  test('401 before the body arrived: the rest of the body is read and dropped, the next request is answered', async () => {
    const connection = await RawConnection.open(app.url);
    const body = JSON.stringify({ name: 'x'.repeat(5_000) });
    await connection.write(
      connection.head('POST', '/api/v1/standards', {
        'content-type': 'application/json',
        'content-length': Buffer.byteLength(body),
      }),
    );
    await connection.write(body.slice(0, 10));
    const answer = await connection.response();
    expect(answer.status).toBe(401);
    expect(JSON.parse(answer.body)).toEqual({ detail: 'Not authenticated' });
    await connection.write(body.slice(10));
    expect(await expectUsableOrClosed(connection, answer)).toBe('reused');
  });

  test.each([
    ['401, the body complete', '/api/v1/standards', {}, '{"name": "x"}', 401],
    ['422 on malformed JSON', '/api/v1/webhooks', { auth: true }, '{"url": ', 422],
    ['400 on malformed JSON for /graphql', '/graphql', { accept: 'application/graphql-response+json' }, '{"query', 400],
    ['400 on malformed JSON-RPC', '/api/v1/mcp', { auth: true }, '{"jsonrpc', 400],
    ['415 on multipart for /graphql', '/graphql', { type: 'multipart/form-data; boundary=x' }, '--x--', 415],
    ['404 with a body', '/api/v1/nowhere', {}, '{"a": 1}', 404],
  ])('%s: the connection stays usable', async (_name, path, options, body, status) => {
    const connection = await RawConnection.open(app.url);
    const headers: Record<string, string> = {
      'content-type': 'type' in options ? options.type : 'application/json',
    };
    if ('auth' in options) headers.authorization = `Bearer ${app.adminKey}`;
    if ('accept' in options) headers.accept = options.accept;
    await connection.request('POST', path, headers, body);
    const answer = await connection.response();
    expect(answer.status).toBe(status);
    expect(await expectUsableOrClosed(connection, answer)).toBe('reused');
  });

  test('a body that stalls (Content-Length larger than what is sent) is answered 408 and closed', async () => {
    const connection = await RawConnection.open(app.url);
    await connection.write(
      connection.head('POST', '/api/v1/webhooks', {
        'content-type': 'application/json',
        'content-length': 1_000,
        authorization: `Bearer ${app.adminKey}`,
      }),
    );
    await connection.write('{"url": ');
    const answer = await connection.response(3_000);
    expect(answer.status).toBe(408);
    expect(JSON.parse(answer.body)).toEqual({ detail: 'Request Timeout' });
    expect(answer.headers.connection).toBe('close');
    expect(await expectUsableOrClosed(connection, answer)).toBe('closed');
  });

  test('a refused body that then stalls does not hold the connection', async () => {
    const connection = await RawConnection.open(app.url);
    await connection.write(
      connection.head('POST', '/api/v1/standards', { 'content-type': 'application/json', 'content-length': 1_000 }),
    );
    await connection.write('{"name": ');
    const answer = await connection.response();
    expect(answer.status).toBe(401);
    // The rest never comes: the connection ends within the body timeout (and a margin), not minutes later.
    expect(await connection.ended(3_000)).not.toEqual({ kind: 'open' });
  });

  test('headers over the limit: 431 with a JSON body and Connection: close, then a clean end (no reset)', async () => {
    const connection = await RawConnection.open(app.url);
    await connection.write(connection.head('GET', '/healthz', { 'x-padding': 'p'.repeat(200 * 1024) }));
    const answer = await connection.response();
    expect(answer.status).toBe(431);
    expect(JSON.parse(answer.body)).toEqual({ detail: 'Request Header Fields Too Large' });
    expect(answer.headers.connection).toBe('close');
    expect(await connection.ended(3_000)).toEqual({ kind: 'end' });
  });

  test('a request line Node cannot parse: 400 with a JSON body, closed cleanly', async () => {
    const connection = await RawConnection.open(app.url);
    await connection.write('NOT A REQUEST\r\n\r\n');
    const answer = await connection.response();
    expect(answer.status).toBe(400);
    expect(JSON.parse(answer.body)).toEqual({ detail: 'Bad Request' });
    expect(await connection.ended(3_000)).toEqual({ kind: 'end' });
  });

  test.each([
    ['TRACE', '/api/v1/organizations'],
    ['PROPFIND', '/api/v1/organizations'],
    ['OPTIONS', '/api/v1/organizations'],
    ['DELETE', '/api/v1/organizations'],
    ['TRACE', '/api/v1/mcp'],
    ['PROPFIND', '/healthz'],
    ['POST', '/readyz'],
  ])('%s on the known path %s: 405 Method Not Allowed with Allow', async (method, path) => {
    const connection = await RawConnection.open(app.url);
    await connection.request(method, path, { authorization: `Bearer ${app.adminKey}` });
    const answer = await connection.response();
    expect(answer.status).toBe(405);
    expect(JSON.parse(answer.body)).toEqual({ detail: 'Method Not Allowed' });
    expect(answer.headers.allow).toMatch(/^(HEAD|GET|POST)\b/);
    expect(answer.headers.allow).not.toContain(method);
    expect(await expectUsableOrClosed(connection, answer)).toBe('reused');
  });

  test.each([
    ['TRACE', '/api/v1/nowhere'],
    ['PROPFIND', '/api/v1/nowhere'],
    ['OPTIONS', '/nowhere'],
    ['TRACE', '/'],
    ['MKCOL', '/api/v1/organizations/x/y/z'],
  ])('%s on the unknown path %s: 404 Not Found', async (method, path) => {
    const connection = await RawConnection.open(app.url);
    await connection.request(method, path);
    const answer = await connection.response();
    expect(answer.status).toBe(404);
    expect(JSON.parse(answer.body)).toEqual({ detail: 'Not Found' });
    expect(await expectUsableOrClosed(connection, answer)).toBe('reused');
  });

  test('client mistakes are logged at info without a stack; nothing at warn or error', async () => {
    lines.length = 0;
    const auth = { authorization: `Bearer ${app.adminKey}` };
    const json = { ...auth, 'content-type': 'application/json' };
    const graphql = { ...json, accept: 'application/graphql-response+json' };
    const mistakes: [string, string, Record<string, string>, string][] = [
      ['GET', '/api/v1/webhooks?cursor=not-a-cursor', auth, ''],
      [
        'GET',
        `/api/v1/controls/${'0'.repeat(8)}-0000-0000-0000-000000000000/failing-organizations?cursor=zz`,
        auth,
        '',
      ],
      ['GET', '/api/v1/organizations/not-a-uuid', auth, ''],
      ['POST', '/api/v1/webhooks', json, '{"url": '],
      ['POST', '/api/v1/webhooks', json, '{"url": 5}'],
      [
        'POST',
        '/graphql',
        graphql,
        '{"query": "query ($p: Int) { organizations(page: $p) { total } }", "variables": {"p": "x"}}',
      ],
      ['POST', '/graphql', graphql, '{"query": "{ webhooks(after: \\"bad\\") { totalCount } }"}'],
      ['POST', '/graphql', graphql, '{"query": "{ nope }"}'],
      ['POST', '/graphql', graphql, '{"query'],
      ['POST', '/api/v1/mcp', json, '{"jsonrpc'],
      ['TRACE', '/api/v1/organizations', auth, ''],
      ['GET', '/api/v1/organizations', { authorization: 'Bearer made-up' }, ''],
    ];
    const connection = await RawConnection.open(app.url);
    for (const [method, path, headers, body] of mistakes) {
      await connection.request(method, path, headers, body);
      const answer = await connection.response();
      expect(answer.status, `${method} ${path} ${answer.body}`).toBeGreaterThanOrEqual(400);
      expect(answer.status, `${method} ${path} ${answer.body}`).toBeLessThan(500);
    }
    connection.close();
    const requests = lines.filter((line) => line.msg === 'request');
    expect(requests).toHaveLength(mistakes.length);
    const loud = lines.filter((line) => (line.level as number) >= 40);
    expect(loud).toEqual([]);
    expect(JSON.stringify(lines)).not.toMatch(/"stack"|\bat [\w.<>]+ \(/);
    // What yoga reported (it logs every error it reshapes) is there, at info, as a kind and a status.
    const reported = lines.filter((line) => line.clientMistake !== undefined);
    expect(reported.length).toBeGreaterThanOrEqual(2);
    for (const line of reported) {
      expect(line.level).toBe(30);
      expect(line.clientMistake).toMatchObject({ status: expect.any(Number) });
    }
    // Nor does any line quote the client's input ("x", the half of the unparsable body).
    expect(JSON.stringify(reported)).not.toMatch(/\\"x\\"|\{\\"query/);
  });

  test('a server fault is still an error, with its stack', () => {
    const faults: Record<string, unknown>[] = [];
    const sink = new Writable({
      write(chunk, _encoding, done) {
        faults.push(JSON.parse(String(chunk)));
        done();
      },
    });
    const logger = createLogger('info', sink);
    logger.error({ err: new Error('the disk is on fire') }, 'unexpected error');
    logger.error(new ApiError('INTERNAL_SERVER_ERROR'));
    logger.error({ err: new ApiError('BAD_USER_INPUT', 'no') }, 'a mistake reported as an error');
    expect(faults.map((line) => line.level)).toEqual([50, 50, 30]);
    expect(faults[0]).toMatchObject({ err: { stack: expect.stringContaining('the disk is on fire') } });
    expect(faults[2]).toMatchObject({ clientMistake: { type: 'ApiError', code: 'BAD_USER_INPUT', status: 422 } });
    expect(faults[2]).not.toHaveProperty('err');
  });
});

describe('a rate-limited request is refused before its body, and the connection stays usable', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp({ limits: { points: 1, windowSeconds: 60, store: 'memory' }, worker: false });
  });
  afterAll(() => app?.close());

  test('429 with the body half sent; the rest is dropped and /healthz (never limited) answers', async () => {
    const connection = await RawConnection.open(app.url);
    // The client address's one point, spent.
    await connection.request('GET', '/api/v1/organizations');
    expect((await connection.response()).status).toBe(401);
    const body = JSON.stringify({ email: 'a@example.com', password: 'x'.repeat(10_000) });
    await connection.write(
      connection.head('POST', '/api/v1/auth/login', {
        'content-type': 'application/json',
        'content-length': Buffer.byteLength(body),
      }),
    );
    await connection.write(body.slice(0, 100));
    const answer = await connection.response();
    expect(answer.status).toBe(429);
    await connection.write(body.slice(100));
    expect(await expectUsableOrClosed(connection, answer)).toBe('reused');
  });
});
