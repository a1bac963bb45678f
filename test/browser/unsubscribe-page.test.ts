import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { signUnsubscribe, UNSUBSCRIBE_KEY_LABEL } from '../../src/auth/unsubscribe.ts';
import { startTestApp, type TestApp } from '../support/app.ts';
import { launchChromium } from '../support/browser.ts';
import { request } from '../support/http.ts';

/**
 * A person clicks the unsubscribe link of a notification email: the GET changes nothing and shows
 * a button; the button's POST stops the email and says so. In Chromium, under the page's own
 * policy: the style hash holds (no violation), the form may post to its own origin, nothing else loads.
 */

let app: TestApp;
let browser: Browser;
let userId: string;
let link: string;

beforeAll(async () => {
  app = await startTestApp({ worker: false });
  browser = await launchChromium();
  const admin = await app.db.user.findFirstOrThrow({ where: { email: 'admin@demo.example' } });
  userId = admin.id;
  await app.db.notificationPreference.create({
    data: { tenantId: app.demoTenantId, userId, kinds: ['control_failing'], email: true },
  });
  const token = signUnsubscribe(app.secrets.derive(UNSUBSCRIBE_KEY_LABEL), { userId, destination: 'email' });
  link = `${app.url}/api/v1/notifications/unsubscribe?token=${token}`;
});
afterAll(async () => {
  await browser?.close();
  await app.close();
});

test('the link shows a page, its button unsubscribes, and the page says so', async () => {
  const page = await browser.newPage();
  const requested: string[] = [];
  const violations: string[] = [];
  page.on('request', (sent) => requested.push(`${sent.method()} ${sent.url()}`));
  page.on('console', (message) => violations.push(message.text()));

  const shown = await page.goto(link, { waitUntil: 'networkidle' });
  expect(shown?.status()).toBe(200);
  const headers = shown!.headers();
  expect(headers['content-type']).toBe('text/html; charset=utf-8');
  expect(headers['content-security-policy']).toMatch(/^default-src 'none'; style-src 'sha256-[A-Za-z0-9+/=]+'; /);
  expect(headers['content-security-policy']).toContain("frame-ancestors 'none'");
  expect(headers['content-security-policy']).toContain("form-action 'self'");
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['referrer-policy']).toBe('no-referrer');
  expect(headers['cache-control']).toBe('no-store');
  expect(await page.locator('h1').textContent()).toBe('Stop these emails?');
  // The inline style applied: its hash is the one the policy allows.
  const button = page.locator('button[type="submit"]');
  expect(await button.evaluate((element) => getComputedStyle(element).backgroundColor)).toBe('rgb(31, 78, 140)');
  // Looking changed nothing (scanners follow links).
  expect((await app.db.notificationPreference.findUniqueOrThrow({ where: { userId } })).email).toBe(true);

  await Promise.all([page.waitForURL(/\/unsubscribe\/confirm\?token=/), button.click()]);
  expect(await page.locator('h1').textContent()).toBe('Unsubscribed');
  expect(await page.locator('p').textContent()).toBe('You will no longer receive compliance notifications by email.');
  expect((await app.db.notificationPreference.findUniqueOrThrow({ where: { userId } })).email).toBe(false);
  const audit = await app.db.auditEvent.findFirst({
    where: { tenantId: app.demoTenantId, action: 'notification_preferences.unsubscribed', targetId: userId },
  });
  expect(audit).not.toBeNull();

  expect(requested).toStrictEqual([`GET ${link}`, `POST ${link.replace('/unsubscribe?', '/unsubscribe/confirm?')}`]);
  expect(violations).toStrictEqual([]);

  // The link again: nothing left to stop, no button.
  await page.goto(link);
  expect(await page.locator('h1').textContent()).toBe('Already stopped');
  expect(await page.locator('form').count()).toBe(0);
}, 60_000);

test('a forged link is a 404 on the page and on its button', async () => {
  const forged = `${link.slice(0, -2)}xx`;
  const shown = await request(forged);
  expect(shown.status).toBe(404);
  expect(shown.body).toEqual({ detail: 'This unsubscribe link is not valid' });
  const confirmed = await request(forged.replace('/unsubscribe?', '/unsubscribe/confirm?'), { method: 'POST' });
  expect(confirmed.status).toBe(404);
  const missing = await request(`${app.url}/api/v1/notifications/unsubscribe`);
  expect(missing.status).toBe(422);
});
