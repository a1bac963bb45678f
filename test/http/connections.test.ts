import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { configureConnections } from '../../src/http/connections.ts';
import { RawConnection } from './support/raw-connection.ts';

// The server's own bounds, on a bare Node server (no app, no database), with short timeouts.
const HEADERS_MS = 300;
const REQUEST_MS = 800;

let server: Server;
let url: string;
beforeAll(async () => {
  // A handler that answers without reading the body, as an early refusal does.
  server = configureConnections(
    createServer((_req, res) => {
      res.setHeader('content-type', 'application/json');
      res.end('{"ok":true}');
    }),
    { headersMs: HEADERS_MS, requestMs: REQUEST_MS },
  );
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

test('a head that does not arrive in time: 408 as JSON, Connection: close, a clean end', async () => {
  const connection = await RawConnection.open(url);
  await connection.write('GET / HTTP/1.1\r\nhost: x\r\n');
  const answer = await connection.response(HEADERS_MS + 2_000);
  expect(answer.status).toBe(408);
  expect(JSON.parse(answer.body)).toEqual({ detail: 'Request Timeout' });
  expect(answer.headers.connection).toBe('close');
  expect(await connection.ended(2_000)).toEqual({ kind: 'end' });
});

test('an idle keep-alive connection is not closed by the head or request timeout', async () => {
  const connection = await RawConnection.open(url);
  await connection.request('GET', '/');
  expect((await connection.response()).status).toBe(200);
  await new Promise((resolve) => setTimeout(resolve, REQUEST_MS + 700));
  expect(await connection.ended(0)).toEqual({ kind: 'open' });
  await connection.request('GET', '/');
  expect((await connection.response()).status).toBe(200);
  connection.close();
});

test('a body that never comes does not hold the connection past the request timeout', async () => {
  const connection = await RawConnection.open(url);
  await connection.write('POST / HTTP/1.1\r\nhost: x\r\ncontent-length: 1000\r\n\r\n{');
  expect((await connection.response()).status).toBe(200);
  const ending = await connection.ended(REQUEST_MS + 2_000);
  expect(ending.kind).not.toBe('open');
});
