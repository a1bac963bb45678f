import type { AddressInfo } from 'node:net';
import Koa from 'koa';
import compress from 'koa-compress';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { serializeJsonOnce } from '../../src/http/json-body.ts';

let serializations = 0;
const payload = { items: Array.from({ length: 200 }, (_, i) => ({ id: i, name: `row ${i}` })) };
let server: ReturnType<Koa['listen']>;
let url: string;

beforeAll(async () => {
  // The order of src/server.ts: compression outside, the serializer inside it.
  const app = new Koa();
  app.use(compress({ threshold: 1024 }));
  app.use(serializeJsonOnce());
  app.use((ctx) => {
    if (ctx.path === '/bytes') {
      ctx.body = Buffer.from('raw');
      return;
    }
    ctx.body = {
      toJSON() {
        serializations++;
        return payload;
      },
    };
  });
  server = app.listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise((resolve) => server.close(resolve)));

test('a JSON body is serialized once, whether or not it is compressed, and reads the same', async () => {
  for (const encoding of ['identity', 'gzip']) {
    serializations = 0;
    const response = await fetch(`${url}/json`, { headers: { 'accept-encoding': encoding } });
    expect(response.headers.get('content-type')).toBe('application/json; charset=utf-8');
    expect(await response.json()).toEqual(payload);
    expect(serializations).toBe(1);
  }
});

test('bytes pass through untouched', async () => {
  const response = await fetch(`${url}/bytes`);
  expect(await response.text()).toBe('raw');
});
