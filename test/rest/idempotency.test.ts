import { type ChildProcess, spawn } from 'node:child_process';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { startTestApp, type TestApp } from '../support/app.ts';
import { nodeArgs } from '../support/compiled-children.ts';
import { request } from '../support/http.ts';

/**
 * Safe retries: every POST takes an Idempotency-Key (DECISIONS, "Assessment: settled points").
 */

let app: TestApp;
let key: string;
let tenantId: string;
let replica: { child: ChildProcess; url: string } | null = null;

const post = (base: string, route: string, body: unknown, idempotencyKey?: string, token = key) =>
  request(`${base}/api/v1${route}`, {
    method: 'POST',
    token,
    body,
    headers: idempotencyKey === undefined ? {} : { 'Idempotency-Key': idempotencyKey },
  });

const organizationsNamed = (name: string) => app.db.organization.count({ where: { tenantId, name } });

beforeAll(async () => {
  app = await startTestApp();
  tenantId = (await app.db.tenant.create({ data: { name: 'Idempotent MSP' } })).id;
  key = await app.key(['organization.read', 'organization.write', 'api_key.manage'], { tenantId });
});
afterAll(async () => {
  replica?.child.kill('SIGTERM');
  await app?.close();
});

describe('Idempotency-Key on POST', () => {
  test('a retry of a lost answer creates one organization and answers the first answer again', async () => {
    const first = await post(app.url, '/organizations', { name: 'Retry Clinic' }, 'retry-1');
    expect(first.status).toBe(201);
    expect(first.headers.get('idempotent-replayed')).toBeNull();
    const again = await post(app.url, '/organizations', { name: 'Retry Clinic' }, 'retry-1');
    expect(again.status).toBe(201);
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    expect(again.text).toBe(first.text);
    expect(await organizationsNamed('Retry Clinic')).toBe(1);
    // Without a key, a POST does the work every time.
    await post(app.url, '/organizations', { name: 'Keyless Clinic' });
    await post(app.url, '/organizations', { name: 'Keyless Clinic' });
    expect(await organizationsNamed('Keyless Clinic')).toBe(2);
  });

  test('the same key with another body is a 422 at the header', async () => {
    await post(app.url, '/organizations', { name: 'Body One' }, 'reused');
    const other = await post(app.url, '/organizations', { name: 'Body Two' }, 'reused');
    expect(other.status).toBe(422);
    expect(other.body).toEqual({
      detail: [
        {
          type: 'value_error',
          loc: ['header', 'Idempotency-Key'],
          msg: 'Value error, this Idempotency-Key was already used with another request',
          input: 'reused',
          ctx: { error: {} },
        },
      ],
    });
    expect(await organizationsNamed('Body Two')).toBe(0);
  });

  test('a key of 0 or 256 characters is a 422; 255 is accepted', async () => {
    const empty = await post(app.url, '/organizations', { name: 'Empty key' }, '');
    expect(empty.status).toBe(422);
    expect(empty.body.detail[0]).toMatchObject({ type: 'string_too_short', loc: ['header', 'Idempotency-Key'] });
    const long = await post(app.url, '/organizations', { name: 'Long key' }, 'k'.repeat(256));
    expect(long.body.detail[0]).toMatchObject({ type: 'string_too_long', ctx: { max_length: 255 } });
    expect((await post(app.url, '/organizations', { name: 'Longest key' }, 'k'.repeat(255))).status).toBe(201);
  });

  test('a 4xx answer is kept and replayed; keys are per tenant and credential', async () => {
    const invalid = await post(app.url, '/organizations', { name: '' }, 'bad-body');
    expect(invalid.status).toBe(422);
    const replayed = await post(app.url, '/organizations', { name: '' }, 'bad-body');
    expect(replayed.status).toBe(422);
    expect(replayed.headers.get('idempotent-replayed')).toBe('true');
    expect(replayed.body).toEqual(invalid.body);
    // Another credential's same key is its own.
    const otherKey = await app.key(['organization.read', 'organization.write'], { tenantId });
    const mine = await post(app.url, '/organizations', { name: 'Shared key' }, 'shared', key);
    const theirs = await post(app.url, '/organizations', { name: 'Shared key' }, 'shared', otherKey);
    expect(theirs.status).toBe(201);
    expect(theirs.body.id).not.toBe(mine.body.id);
  });

  test('20 concurrent requests with one key create one organization; the others get 409 or the replay', async () => {
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => post(app.url, '/organizations', { name: 'Burst Clinic' }, 'burst')),
    );
    expect(await organizationsNamed('Burst Clinic')).toBe(1);
    const created = answers.filter((answer) => answer.status === 201);
    expect(created.length).toBeGreaterThanOrEqual(1);
    expect(new Set(created.map((answer) => answer.body.id)).size).toBe(1);
    for (const answer of answers) expect([201, 409]).toContain(answer.status);
    const conflict = answers.find((answer) => answer.status === 409);
    if (conflict) expect(conflict.headers.get('retry-after')).toBe('1');
  });

  test('a second replica answers the same replay', async () => {
    const first = await post(app.url, '/organizations', { name: 'Replica Clinic' }, 'replica-1');
    replica = await startReplica();
    const there = await post(replica.url, '/organizations', { name: 'Replica Clinic' }, 'replica-1');
    expect(there.status).toBe(201);
    expect(there.headers.get('idempotent-replayed')).toBe('true');
    expect(there.body).toEqual(first.body);
    expect(await organizationsNamed('Replica Clinic')).toBe(1);
  });

  test('a key expires after 24 hours: the same request then does the work again', async () => {
    await post(app.url, '/organizations', { name: 'Expiring Clinic' }, 'expiring');
    app.clock.advance(24 * 60 * 60 * 1000 - 1000);
    expect(
      (await post(app.url, '/organizations', { name: 'Expiring Clinic' }, 'expiring')).headers.get(
        'idempotent-replayed',
      ),
    ).toBe('true');
    app.clock.advance(2000);
    const after = await post(app.url, '/organizations', { name: 'Expiring Clinic' }, 'expiring');
    expect(after.status).toBe(201);
    expect(after.headers.get('idempotent-replayed')).toBeNull();
    expect(await organizationsNamed('Expiring Clinic')).toBe(2);
    // Expired keys are purged as new ones are claimed.
    const expired = await app.db.idempotencyKey.count({ where: { expiresAt: { lte: app.clock.now() } } });
    expect(expired).toBe(0);
  });

  test('an answer carrying a secret (a new API key) replays it, and is kept sealed', async () => {
    const body = { name: 'retried key', scopes: ['organization.read'] };
    const first = await post(app.url, '/api-keys', body, 'key-create');
    expect(first.status).toBe(201);
    const again = await post(app.url, '/api-keys', body, 'key-create');
    expect(again.body.key).toBe(first.body.key);
    expect(await app.db.apiKey.count({ where: { tenantId, name: 'retried key' } })).toBe(1);
    const [stored] = await app.db.idempotencyKey.findMany({ where: { tenantId, key: 'key-create' } });
    expect(stored!.body).not.toContain(first.body.key);
    expect(stored!.body).not.toContain('retried key');
  });

  test('POST routes that answer 204 or 202 replay too (evaluate)', async () => {
    const organization = await post(app.url, '/organizations', { name: 'Evaluated Clinic' });
    const first = await post(app.url, `/organizations/${organization.body.id}/evaluate`, undefined, 'eval-1');
    const again = await post(app.url, `/organizations/${organization.body.id}/evaluate`, undefined, 'eval-1');
    expect(again.status).toBe(first.status);
    expect(again.text).toBe(first.text);
    expect(again.headers.get('idempotent-replayed')).toBe('true');
  });
});

async function startReplica(): Promise<{ child: ChildProcess; url: string }> {
  const child = spawn(process.execPath, nodeArgs(path.resolve('test/support/replica.ts')), {
    env: { ...process.env, DATABASE_URL: app.databaseUrl, SECRET_KEY: app.secretKey },
    stdio: ['pipe', 'pipe', 'pipe'],
  });
  let stderr = '';
  child.stderr!.on('data', (chunk: Buffer) => (stderr += chunk.toString('utf8')));
  return new Promise((resolve, reject) => {
    let text = '';
    const timer = setTimeout(() => reject(new Error(`replica not ready: ${stderr}`)), 90_000);
    child.stdout!.on('data', (chunk: Buffer) => {
      text += chunk.toString('utf8');
      const line = text.split('\n').find((candidate) => candidate.startsWith('{"url"'));
      if (line) {
        clearTimeout(timer);
        resolve({ child, url: (JSON.parse(line) as { url: string }).url });
      }
    });
    child.once('exit', () => reject(new Error(`replica exited: ${stderr}`)));
  });
}
