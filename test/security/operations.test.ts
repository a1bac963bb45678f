import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { ConfigError, loadConfig } from '../../src/config.ts';
import { startTestApp, type TestApp } from '../support/app.ts';
import { request } from '../support/http.ts';

describe('/metrics with METRICS_TOKEN', () => {
  const token = 'metrics-scraper-token-0123456789';
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp({ metricsToken: token });
  });
  afterAll(() => app.close());

  test('needs the token as a bearer; health and readiness stay open', async () => {
    const none = await request(`${app.url}/metrics`);
    expect(none.status).toBe(401);
    expect(none.body).toEqual({ detail: 'Not authenticated' });
    expect(none.headers.get('www-authenticate')).toBe('Bearer');
    expect((await request(`${app.url}/metrics`, { token: 'wrong-token-of-some-length' })).status).toBe(401);
    // An API key is no metrics token.
    expect((await request(`${app.url}/metrics`, { token: app.adminKey })).status).toBe(401);
    const allowed = await request(`${app.url}/metrics`, { token });
    expect(allowed.status).toBe(200);
    expect(allowed.text).toContain('http_requests_total');
    expect((await request(`${app.url}/healthz`)).status).toBe(200);
    expect((await request(`${app.url}/readyz`)).status).toBe(200);
  });
});

describe('the demo seed', () => {
  test('is refused when HOST is not loopback, unless explicitly allowed', () => {
    const refused = () => loadConfig({ HOST: '0.0.0.0' });
    expect(refused).toThrow(ConfigError);
    expect(refused).toThrow(
      'invalid configuration: SEED demo publishes known passwords and HOST 0.0.0.0 is not loopback; set SEED=none, or SEED_ALLOW_NON_LOOPBACK=true for a demo others may reach',
    );
    expect(() => loadConfig({ HOST: '192.0.2.10', SEED: 'demo' })).toThrow(ConfigError);
    expect(loadConfig({ HOST: '0.0.0.0', SEED: 'none' }).seed).toBe('none');
    expect(loadConfig({ HOST: '0.0.0.0', SEED_ALLOW_NON_LOOPBACK: 'true' }).seed).toBe('demo');
    for (const host of ['127.0.0.1', '127.0.0.53', '::1', 'localhost'])
      expect(loadConfig({ HOST: host }).seed).toBe('demo');
  });

  test('every account it creates is listed in the README as demo-only', async () => {
    const app = await startTestApp();
    try {
      const readme = readFileSync('README.md', 'utf8');
      const demo = readme.slice(readme.indexOf('### Demo credentials'), readme.indexOf('## Configuration'));
      const users = await app.db.user.findMany({ select: { email: true } });
      expect(users.length).toBeGreaterThanOrEqual(3);
      for (const { email } of users) expect(demo, email).toContain(`\`${email}\``);
    } finally {
      await app.close();
    }
  });
});
