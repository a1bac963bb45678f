import type { Page } from 'playwright-core';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { CW_CREDENTIALS, type FakePsa, startConnectWise } from '../../bench/psa-servers.ts';
import { SYNC_TICKET_TASK } from '../../src/data/tickets.ts';
import { ticketTasks } from '../../src/delivery/psa/sync.ts';
import { createLogger } from '../../src/observability/logger.ts';
import { ADMIN as ADMIN_EMAIL, signIn } from '../standards/support.ts';
import { queueSettled } from '../support/app.ts';
import { startWorker } from '../support/events.ts';
import { request } from '../support/http.ts';
import {
  DESKTOP,
  everyActionByTab,
  graphAs,
  noSeriousViolations,
  noSidewaysScroll,
  openPage,
  PHONE,
  signedIn,
  startConsole,
} from './console-support.ts';

// What the console shows of the connections on main: the tenant's PSA (set through its screen,
// tickets filed by the real job against a local ConnectWise), a client's PSA company and tickets,
// a control's ticket on its row and detection, integration health, domains and external references,
// and attestations recorded and withdrawn from a client's page.
const env = startConsole({ allowPrivateWebhookTargets: true });
let cw: FakePsa;
let worker: Awaited<ReturnType<typeof startWorker>>;
let organizationId: string;
const CONTROL = 'Probe check';

async function api(method: string, path: string, body?: unknown, token = env.app.adminKey) {
  const response = await request(`${env.app.url}/api/v1${path}`, { method, token, body });
  expect(response.status, JSON.stringify(response.body)).toBeLessThan(300);
  return response.body;
}

/** The probe's whole population: each subject failing or passing. */
async function push(subjects: Record<string, boolean>) {
  const facts = Object.entries(subjects).map(([subject, ok]) => ({
    predicate: 'probe.check',
    subject,
    fields: { ok },
  }));
  await api('POST', `/organizations/${organizationId}/facts`, {
    typeCode: 'psa-probe',
    predicates: ['probe.check'],
    facts,
  });
  await env.app.evaluationsSettled();
  await queueSettled(env.app.db, [SYNC_TICKET_TASK]);
}

beforeAll(async () => {
  cw = await startConnectWise();
  worker = await startWorker(
    env.app.databaseUrl,
    ticketTasks({
      db: env.app.db,
      secrets: env.app.secretBox,
      allowPrivateTargets: true,
      logger: createLogger('silent'),
      timeoutMs: 2_000,
    }),
  );
  const admin = (await signIn(env.app, ADMIN_EMAIL)).accessToken;
  await api('POST', '/connector-types', { typeCode: 'psa-probe', name: 'PSA probe', predicates: ['probe.check'] });
  const control = {
    slugSuffix: 'check',
    name: CONTROL,
    category: 'Test',
    severity: 'high',
    enabled: true,
    autonomy: 'suggest_only',
    match: { predicate: 'probe.check' },
    expect: { ok: true },
    parameters: {},
  };
  // A standard is created disabled and enabled once whole (DECISIONS).
  const standard = await api('POST', '/standards', { slug: 'psa-probe', enabled: false, controls: [control] }, admin);
  await api('PATCH', `/standards/${standard.id}`, { enabled: true }, admin);
  organizationId = (await api('POST', '/organizations', { name: 'Ticketed client' })).id;
  await api('PUT', `/organizations/${organizationId}/integrations/psa-probe`, { status: 'connected' });
  await env.app.evaluationsSettled();
}, 120_000);
afterAll(async () => {
  await worker?.stop();
  await cw?.close();
});

async function organizationScreen(page: Page) {
  await page.goto(`${env.app.url}/#/organizations/${organizationId}`);
  await page.getByRole('heading', { level: 1, name: 'Ticketed client' }).waitFor();
}

test('the PSA screen connects ConnectWise and shows its state; a client files under its PSA company and its failing control links its ticket', async () => {
  const { page, problems } = await openPage(env, DESKTOP);
  await signedIn(env, page, '/#/psa');
  await page.getByRole('heading', { level: 1, name: 'PSA tickets' }).waitFor();
  await page.getByText('No PSA is connected').waitFor();
  await noSeriousViolations(page, 'PSA, none connected');
  const form = page.getByRole('form', { name: 'PSA connection' });
  await form.getByLabel('Site URL').fill(cw.url);
  await form.getByLabel('Company id').fill(CW_CREDENTIALS.companyId);
  await form.getByLabel('Client id').fill(CW_CREDENTIALS.clientId);
  await form.getByLabel('Public key').fill(CW_CREDENTIALS.publicKey);
  await form.getByLabel('Private key').fill(CW_CREDENTIALS.privateKey);
  await form.getByLabel('Service board id').fill('1');
  await form.getByLabel('High').fill('7');
  await form.getByRole('button', { name: 'Save PSA connection' }).click();
  const state = page.locator('dl.facts');
  await expect.poll(() => state.textContent()).toContain('ConnectWise, board 1, filing tickets');
  await expect(state.textContent()).resolves.toContain('set (…5678)');
  // The secret was sealed, never shown: only its last four characters are on the page.
  await expect(page.content()).resolves.not.toContain(CW_CREDENTIALS.privateKey);
  const saved = await graphAs(env, '{ psaConnection { system boardId priorities { high } credentials { lastFour } } }');
  expect(saved.psaConnection).toEqual({
    system: 'connectwise',
    boardId: 1,
    priorities: { high: 7 },
    credentials: { lastFour: '5678' },
  });
  await noSeriousViolations(page, 'PSA, connected');

  // The client's PSA company, set on its screen.
  await organizationScreen(page);
  const tickets = page.locator('section[aria-labelledby="tickets-title"]');
  await tickets.getByText('No ticket filed for this client.').waitFor();
  await tickets.getByLabel('PSA company id').fill('250');
  await tickets.getByRole('button', { name: 'Save PSA company' }).click();
  await expect
    .poll(
      async () =>
        (await graphAs(env, 'query($id: UUID!) { organization(id: $id) { psaCompanyId } }', { id: organizationId }))
          .organization.psaCompanyId,
    )
    .toBe('250');

  // A failing control opens one ticket: its link on the client's tickets, the row and the detection.
  await push({ 'laptop-1': false, 'laptop-2': true });
  expect(cw.openTickets()).toHaveLength(1);
  const filed = await graphAs(
    env,
    'query($id: UUID!) { organization(id: $id) { psaTickets { items { number url } } } }',
    { id: organizationId },
  );
  const { number, url } = filed.organization.psaTickets.items[0];
  expect(number).toBe(String(cw.openTickets()[0]!.id));
  await page.reload();
  const link = tickets.getByRole('link', { name: `ConnectWise ticket #${number} for ${CONTROL}` });
  await expect(link.getAttribute('href')).resolves.toBe(url);
  await expect(tickets.locator('li').first().textContent()).resolves.toContain('Failing: laptop-1');
  await page.getByRole('button', { name: CONTROL, exact: true }).click();
  const detail = page.locator('section.row-detail');
  await expect(detail.getByRole('link', { name: `ConnectWise ticket #${number}` }).getAttribute('href')).resolves.toBe(
    url,
  );
  await expect(detail.textContent()).resolves.toMatch(/ConnectWise ticket #\d+ \(open since/);
  const detection = await graphAs(
    env,
    'query($org: UUID!) { organizationDetections(organizationId: $org, status: open) { items { id } } }',
    { org: organizationId },
  );
  await page.goto(
    `${env.app.url}/#/organizations/${organizationId}/detections/${detection.organizationDetections.items[0].id}`,
  );
  const ticketOfDetection = page
    .locator('section.detection-detail')
    .getByRole('link', { name: `ConnectWise ticket #${number}` });
  await expect(ticketOfDetection.getAttribute('href')).resolves.toBe(url);

  // It passes: the ticket reads closed, and why.
  await push({ 'laptop-1': true, 'laptop-2': true });
  await organizationScreen(page);
  await page.reload();
  await expect.poll(() => tickets.locator('li').first().textContent()).toMatch(/closed .*: the control passes/);
  expect(problems).toStrictEqual([]);
}, 120_000);

test('integration health, domains and external references on a client’s page', async () => {
  await api('PUT', `/organizations/${organizationId}/integrations/psa-probe`, {
    status: 'error',
    message: 'token expired for tenant contoso',
  });
  const { page, problems } = await openPage(env, DESKTOP);
  await signedIn(env, page, `/#/organizations/${organizationId}`);
  const probe = page.locator('section[aria-labelledby="integrations-title"] li', { hasText: 'psa-probe' });
  await expect
    .poll(() => probe.textContent())
    .toMatch(/Last push .*Last error \(.*\): token expired for tenant contoso/);
  const integrations = await graphAs(
    env,
    'query($id: UUID!) { organization(id: $id) { integrations { items { typeCode lastPushAt } } } }',
    { id: organizationId },
  );
  expect(
    integrations.organization.integrations.items.find((item: any) => item.typeCode === 'psa-probe').lastPushAt,
  ).not.toBeNull();

  await page.getByRole('button', { name: 'Edit organization' }).click();
  const form = page.getByRole('form', { name: 'Organization' });
  await form.getByLabel('Domains').fill('Contoso.example\nmail.contoso.example');
  await form.getByLabel('External references').fill('microsoft365');
  await form.getByRole('button', { name: 'Save organization' }).click();
  // A reference without its id is refused in the form, nothing sent.
  await form.getByText('needs a system and an id').waitFor();
  await form.getByLabel('External references').fill('microsoft365 0f1e2d3c-aaaa-bbbb-cccc-000000000001');
  await form.getByRole('button', { name: 'Save organization' }).click();
  await expect
    .poll(() => page.locator('p.summary').nth(1).textContent())
    .toBe(
      'Domains: contoso.example, mail.contoso.example · External references: microsoft365 0f1e2d3c-aaaa-bbbb-cccc-000000000001',
    );
  const stored = await graphAs(
    env,
    'query($id: UUID!) { organization(id: $id) { domains externalRefs { system id } } }',
    {
      id: organizationId,
    },
  );
  expect(stored.organization).toEqual({
    domains: ['contoso.example', 'mail.contoso.example'],
    externalRefs: [{ system: 'microsoft365', id: '0f1e2d3c-aaaa-bbbb-cccc-000000000001' }],
  });
  expect(problems).toStrictEqual([]);
});

test('an attestation recorded on a client’s page, listed with who and why, then withdrawn', async () => {
  const { page, problems } = await openPage(env, DESKTOP);
  await signedIn(env, page, `/#/organizations/${organizationId}`);
  const panel = page.locator('section[aria-labelledby="attestations-title"]');
  await panel.getByText('None in force.').waitFor();
  await panel.getByRole('button', { name: 'Record an attestation' }).click();
  const form = panel.getByRole('form', { name: 'New attestation' });
  await form.getByLabel('What is attested').selectOption('backup.restore.tested');
  await form.getByLabel('Subject').fill('Veeam nightly');
  await form.getByLabel('Note').fill('Restored the file server to a sandbox on Monday; ticket 4411.');
  const day = await form.getByLabel('Counts until').getAttribute('max');
  await form.getByLabel('Counts until').fill(day!);
  await noSeriousViolations(page, 'a new attestation');
  await form.getByRole('button', { name: 'Record attestation' }).click();
  await panel.getByRole('status').waitFor();
  const item = panel.locator('li', { hasText: 'backup.restore.tested' });
  await expect
    .poll(() => item.textContent())
    .toMatch(
      /backup\.restore\.tested for Veeam nightly \(tested yes\): “Restored the file server .*”, by .* on .*, until /,
    );
  const listed = await graphAs(
    env,
    'query($id: UUID!) { organizationAttestations(organizationId: $id) { edges { node { predicate subject fields endedAt } } } }',
    { id: organizationId },
  );
  expect(listed.organizationAttestations.edges.map((edge: any) => edge.node)).toEqual([
    { predicate: 'backup.restore.tested', subject: 'Veeam nightly', fields: { tested: true }, endedAt: null },
  ]);

  await item.getByRole('button', { name: 'Withdraw the attestation of backup.restore.tested' }).click();
  await panel.getByText('None in force.').waitFor();
  await panel.getByLabel('Show ended ones too').check();
  await expect.poll(() => item.textContent()).toMatch(/ended .* \(withdrawn\)$/);
  await expect(item.getByRole('button').count()).resolves.toBe(0);
  expect(problems).toStrictEqual([]);
});

for (const [size, viewport] of [
  ['1280x800', DESKTOP],
  ['390x844', PHONE],
] as const) {
  test(`keyboard and axe on the PSA screen and a client's connections at ${size}`, async () => {
    const { page, problems } = await openPage(env, viewport);
    await signedIn(env, page, '/#/psa');
    await page.locator('dl.facts').waitFor();
    await noSeriousViolations(page, `PSA at ${size}`);
    await everyActionByTab(page, `PSA at ${size}`);
    await page.getByRole('button', { name: 'Change the PSA connection' }).click();
    await page.getByRole('form', { name: 'PSA connection' }).waitFor();
    await noSeriousViolations(page, `PSA form at ${size}`);
    await everyActionByTab(page, `PSA form at ${size}`);
    if (viewport === PHONE) await noSidewaysScroll(page, `PSA form at ${size}`);

    await organizationScreen(page);
    await page.locator('section[aria-labelledby="tickets-title"] li').first().waitFor();
    await page.getByRole('button', { name: 'Record an attestation' }).click();
    await page.getByRole('button', { name: 'Edit organization' }).click();
    await noSeriousViolations(page, `a client's connections at ${size}`);
    await everyActionByTab(page, `a client's connections at ${size}`);
    if (viewport === PHONE) await noSidewaysScroll(page, `a client's connections at ${size}`);
    expect(problems).toStrictEqual([]);
  });
}
