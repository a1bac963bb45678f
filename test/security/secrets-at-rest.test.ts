import { chmod, mkdtemp, readFile, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { generate } from 'otplib';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { AccessTokens } from '../../src/auth/access-tokens.ts';
import { hashPassword } from '../../src/auth/passwords.ts';
import { createSecretBox, isSealed, newSecretKey } from '../../src/auth/secret-box.ts';
import { newTotpSecret } from '../../src/auth/totp.ts';
import { ConfigError, loadConfig } from '../../src/config.ts';
import { createDb, type Db } from '../../src/data/client.ts';
import { dataDirSecretKey, SECRET_KEY_FILE } from '../../src/ops/secret-key.ts';
import { startTestApp, type TestApp } from '../support/app.ts';
import { createTestDatabase, type TestDatabase } from '../support/database.ts';
import { request } from '../support/http.ts';

const CLAIMS = { userId: 'u', tenantId: 't', sessionId: 's', amr: ['pwd'] };

describe('JWT signing keys', () => {
  let database: TestDatabase;
  let db: Db;
  beforeAll(async () => {
    database = await createTestDatabase();
    db = createDb(database.url, { poolSize: 2 });
  });
  afterAll(async () => {
    await db.$disconnect();
    await database.drop();
  });

  test('a generated key is stored sealed, and opens again on the next start', async () => {
    const secrets = createSecretBox(newSecretKey());
    const first = await AccessTokens.load(db, { ttlSeconds: 900, secrets });
    const [row] = await db.signingKey.findMany();
    expect(isSealed(row!.secret)).toBe(true);
    const token = await first.sign(CLAIMS);
    // A restart (or another replica) with the same SECRET_KEY verifies what the first one signed.
    const second = await AccessTokens.load(db, { ttlSeconds: 900, secrets });
    expect(await second.verify(token)).toEqual(CLAIMS);

    // With another key the stored one cannot be opened: one clear line, not a silent new key.
    await expect(AccessTokens.load(db, { ttlSeconds: 900, secrets: createSecretBox(newSecretKey()) })).rejects.toThrow(
      /^the stored JWT signing key "default" cannot be opened: SECRET_KEY is not the key it was sealed with$/,
    );
  });

  test('a key stored in plain text by an older version is sealed at start and keeps its tokens valid', async () => {
    await db.signingKey.deleteMany();
    const plaintext = 'an-old-signing-key-stored-before-sealing-existed-0123456789';
    await db.signingKey.create({ data: { kid: 'default', secret: plaintext } });
    const secrets = createSecretBox(newSecretKey());
    const old = await AccessTokens.load(db, { ttlSeconds: 900, configured: `default:${plaintext}`, secrets });
    const issuedBefore = await old.sign(CLAIMS);

    const tokens = await AccessTokens.load(db, { ttlSeconds: 900, secrets });
    const [row] = await db.signingKey.findMany();
    expect(isSealed(row!.secret)).toBe(true);
    expect(row!.secret).not.toContain(plaintext);
    expect(await tokens.verify(issuedBefore)).toEqual(CLAIMS);
  });
});

describe('TOTP secrets', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp();
  });
  afterAll(() => app.close());

  const api = (path: string) => `${app.url}/api/v1${path}`;
  const login = (body: Record<string, unknown>) => request(api('/auth/login'), { method: 'POST', body });
  const codeNow = (secret: string) => generate({ secret, epoch: Math.floor(app.clock.now().getTime() / 1000) });

  test('an enrolment is stored sealed, never as the secret the user was shown', async () => {
    const password = 'correct horse battery';
    const user = await app.db.user.create({
      data: {
        tenantId: app.demoTenantId,
        email: 'sealed-totp@demo.example',
        name: 'Sealed',
        role: 'viewer',
        passwordHash: await hashPassword(password),
      },
    });
    const token = (await login({ email: user.email, password })).body.accessToken;
    const enroll = await request(api('/auth/mfa/enroll'), { method: 'POST', token, body: { password } });
    const stored = (await app.db.user.findUniqueOrThrow({ where: { id: user.id } })).totpSecret!;
    expect(isSealed(stored)).toBe(true);
    expect(stored).not.toContain(enroll.body.secret);
    expect(app.secrets.open(stored)).toBe(enroll.body.secret);
  });

  test('a secret stored in plain text by an older version still works, and is sealed on first use', async () => {
    const password = 'correct horse battery';
    const secret = newTotpSecret();
    const user = await app.db.user.create({
      data: {
        tenantId: app.demoTenantId,
        email: 'legacy-totp@demo.example',
        name: 'Legacy',
        role: 'viewer',
        passwordHash: await hashPassword(password),
        totpSecret: secret,
        mfaConfirmedAt: app.clock.now(),
      },
    });
    const response = await login({ email: user.email, password, otp: await codeNow(secret) });
    expect(response.status).toBe(200);
    const stored = (await app.db.user.findUniqueOrThrow({ where: { id: user.id } })).totpSecret!;
    expect(isSealed(stored)).toBe(true);
    expect(app.secrets.open(stored)).toBe(secret);
  });
});

describe('where the key comes from', () => {
  const base = { DATABASE_URL: 'postgres://localhost/db', PORT: '0' };

  test('with DATABASE_URL, SECRET_KEY is required: one clear line', () => {
    expect(() => loadConfig(base)).toThrow(ConfigError);
    expect(() => loadConfig(base)).toThrow(
      'invalid configuration: SECRET_KEY is required with DATABASE_URL (32 random bytes, base64: openssl rand -base64 32)',
    );
    expect(() => loadConfig({ ...base, SECRET_KEY: 'too-short' })).toThrow(
      'invalid configuration: SECRET_KEY must be 32 random bytes, base64-encoded (openssl rand -base64 32)',
    );
    const key = newSecretKey();
    expect(loadConfig({ ...base, SECRET_KEY: key.toString('base64') }).secretKey).toEqual(key);
    expect(loadConfig({ ...base, SECRET_KEY: key.toString('base64url') }).secretKey).toEqual(key);
  });

  test('with the embedded database and no SECRET_KEY: generated once into DATA_DIR, owner-only', async () => {
    const dataDir = await mkdtemp(path.join(tmpdir(), 'cc-secret-key-'));
    try {
      expect(loadConfig({ DATA_DIR: dataDir }).secretKey).toBeUndefined();
      const key = await dataDirSecretKey(dataDir);
      expect(key).toHaveLength(32);
      const file = path.join(dataDir, SECRET_KEY_FILE);
      expect((await stat(file)).mode & 0o777).toBe(0o600);
      expect(Buffer.from((await readFile(file, 'utf8')).trim(), 'base64')).toEqual(key);
      expect(await dataDirSecretKey(dataDir)).toEqual(key);

      await chmod(file, 0o644);
      await expect(dataDirSecretKey(dataDir)).rejects.toThrow(/is readable by others \(mode 644\); chmod 600 it$/);
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }
  });
});
