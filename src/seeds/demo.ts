import { hashPassword } from '../auth/passwords.ts';
import { API_KEY_PREFIX, newSecret } from '../auth/secrets.ts';
import type { Db } from '../data/client.ts';
import { connectorCatalog, tenantControls } from '../data/evaluation.ts';
import { type Push, replaceFacts } from '../data/facts.ts';
import { libraryStandard } from '../data/library.ts';
import {
  disableControl,
  insertAdoptedStandard,
  insertApiKey,
  insertControlOverride,
  insertIntegrations,
  insertOrganizations,
  insertTenant,
  insertUser,
  seedEmptyDatabase,
  setIntegrationStatus,
} from '../data/seed.ts';
import { tenantRawView } from '../data/tenant.ts';
import { uuidv7 } from '../domain/ids.ts';
import { adoptionDraft } from '../domain/library.ts';
import { utcDay } from '../domain/trend.ts';
import { installConnectorCatalogIn } from '../engine/catalog.ts';
import { evaluateInTransaction } from '../engine/evaluate.ts';
import { createPrng, DAY_MS, MINUTE_MS, type Tx } from './bulk.ts';
import { adminKeyRecord } from './catalog.ts';
import {
  type AdoptionSpec,
  DEMO_ADOPTIONS,
  DEMO_DISABLED_CONTROLS,
  DEMO_ORGANIZATIONS,
  DEMO_OVERRIDES,
  type DisabledControlSpec,
  type Integrations,
  OTHER_ADOPTIONS,
  OTHER_ORGANIZATIONS,
  type OverrideSpec,
} from './demo-content.ts';
import {
  changeDays,
  DEMO_SIZE,
  expectedFields,
  factsOn,
  factTimeline,
  type IntegrationPlan,
  population,
} from './world.ts';

/**
 * The demo data set: a tenant that exercises every state the API can report (all five statuses,
 * both reasons for a detail, every health and integration status, overrides), plus a second small
 * tenant that exists so tests can prove one tenant never sees the other. No status is written
 * here: connectors push facts (src/seeds/world.ts) and the engine evaluates every organization
 * once a day over the replayed history, with the replayed day as its clock. Content is fixed by a
 * seeded PRNG; only ids, password salts and the random API keys differ between runs.
 */

// ---------------------------------------------------------------------------------------------
// Tenants

interface TenantSpec {
  name: string;
  adoptions: readonly AdoptionSpec[];
  /** Controls disabled for every client right after the adoption. */
  disabled: readonly DisabledControlSpec[];
  organizations: readonly { name: string; integrations: Integrations }[];
  overrides: OverrideSpec[];
  /** Days of evaluations, today included: every organization is evaluated once a day, as the schedule does. */
  days: number;
  seed: number;
}

/** Minutes into a day at which the replay does things, so that facts precede the evaluations that read them. */
const MINUTE = { integrations: 30, overrides: 60, pushes: 120, evaluations: 300 } as const;
/** Facts are first pushed this many days before the first evaluated day. */
const LEAD_DAYS = 10;

type DemoUser = { email: string; name: string; role: 'admin' | 'viewer'; passwordHash: string };
type ControlRecords = Awaited<ReturnType<typeof tenantControls>>;
type Catalog = Awaited<ReturnType<typeof connectorCatalog>>;

/** One organization of the replay: its integrations (and when they break) and its facts over time. */
interface DemoOrganization {
  id: string;
  name: string;
  index: number;
  integrations: IntegrationPlan[];
  timeline: ReturnType<typeof factTimeline>;
}

/** What the day-by-day replay of one tenant reads and writes. */
interface Replay {
  tx: Tx;
  engineTx: ReturnType<typeof tenantRawView>;
  tenantId: string;
  spec: TenantSpec;
  connectorIds: Map<string, string>;
  controls: ControlRecords;
  catalog: Catalog;
  fields: ReturnType<typeof expectedFields>;
  organizations: DemoOrganization[];
  controlIds: Map<string, string>;
  adminId: string;
  firstDay: number;
  /** A time on a past day, or on today scaled into the part of it that has passed. */
  timeOf(daysAgo: number, minute: number): Date;
}

async function seedTenant(
  tx: Tx,
  spec: TenantSpec,
  connectorIds: Map<string, string>,
  users: DemoUser[],
  apiKey: string,
  now: Date,
): Promise<void> {
  const prng = createPrng(spec.seed);
  const today = utcDay(now).getTime();
  const at = (daysAgo: number) => new Date(now.getTime() - daysAgo * DAY_MS);
  const setupAt = at(spec.days + 30);

  const tenantId = await insertTenant(tx, spec.name, setupAt);
  const engineTx = tenantRawView(tx, tenantId);
  const adminId = await insertUsersAndKey(tx, tenantId, users, apiKey, setupAt);
  const controlIds = await adoptLibraryFrameworks(tx, tenantId, spec.adoptions, setupAt);
  for (const disabled of spec.disabled) {
    const id = controlIds.get(`${disabled.standard}:${disabled.control}`);
    if (!id) throw new Error(`the demo disables an unknown control: ${disabled.standard} / ${disabled.control}`);
    await disableControl(tx, id, { reason: disabled.reason, byUserId: adminId, at: setupAt });
  }
  // Read back the way the engine reads them, once for the whole replay.
  const controls = await tenantControls(engineTx);
  const catalog = await connectorCatalog(engineTx);
  const fields = expectedFields(controls);

  const organizations = spec.organizations.map((o, index): DemoOrganization => {
    const integrations: IntegrationPlan[] = Object.entries(o.integrations).map(([typeCode, status]) => ({
      typeCode,
      status,
      brokeDaysAgo: status === 'error' || status === 'disabled' ? 3 + prng.int(10) : null,
    }));
    const world = population(o.name, prng, DEMO_SIZE);
    const span = spec.days + LEAD_DAYS - 1;
    const timeline = factTimeline({ world, integrations, catalog, fields, span, prng, silence: 0.1 });
    return { id: uuidv7(setupAt.getTime()), name: o.name, index, integrations, timeline };
  });
  await insertDemoOrganizations(tx, tenantId, spec, organizations, connectorIds, at);

  const replay: Replay = {
    tx,
    engineTx,
    tenantId,
    spec,
    connectorIds,
    controls,
    catalog,
    fields,
    organizations,
    controlIds,
    adminId,
    firstDay: spec.days - 1 + LEAD_DAYS,
    timeOf: (daysAgo, minute) =>
      new Date(
        daysAgo > 0
          ? today - daysAgo * DAY_MS + minute * MINUTE_MS
          : today + Math.floor(((now.getTime() - today) * minute) / (24 * 60)),
      ),
  };
  const overrides = overridesByDay(spec.overrides, controlIds);
  // Day by day, oldest first: integrations break, operators override, connectors push what
  // changed, then the engine evaluates every organization whose inputs changed that day, and all
  // of them on the first and the last day. (The daily schedule also re-evaluates the unchanged
  // ones; that only moves their evaluatedAt and writes the same counts again, which the trend
  // carries forward by itself, so the replay skips it: it would cost most of the seed's time.)
  for (let daysAgo = replay.firstDay; daysAgo >= 0; daysAgo--) {
    await replayDay(replay, daysAgo, overrides.get(daysAgo) ?? []);
  }
}

/** The tenant's users and its bootstrap admin key; returns the first user's id (the admin). */
async function insertUsersAndKey(
  tx: Tx,
  tenantId: string,
  users: DemoUser[],
  apiKey: string,
  setupAt: Date,
): Promise<string> {
  const userIds: string[] = [];
  for (const user of users) {
    const id = uuidv7(setupAt.getTime());
    userIds.push(id);
    await insertUser(tx, { id, tenantId, ...user, createdAt: setupAt, updatedAt: setupAt });
  }
  await insertApiKey(tx, adminKeyRecord(tenantId, 'Bootstrap admin key', apiKey, setupAt));
  return userIds[0]!;
}

/**
 * The library frameworks the tenant adopted, active, as adoptLibraryStandard makes them (the
 * installed library standard, its adoption draft, the same rows); returns each control's id by
 * `library key:identifier`. The whole tenant is evaluated by the replay, as the adoption queues it.
 */
async function adoptLibraryFrameworks(
  tx: Tx,
  tenantId: string,
  adoptions: readonly AdoptionSpec[],
  setupAt: Date,
): Promise<Map<string, string>> {
  const controlIds = new Map<string, string>();
  for (const { key } of adoptions) {
    const framework = await libraryStandard(tx, key);
    if (!framework) throw new Error(`the demo adopts a framework the library does not ship: ${key}`);
    const ids = { standardId: uuidv7(setupAt.getTime()), controlId: () => uuidv7(setupAt.getTime()), at: setupAt };
    const adopted = await insertAdoptedStandard(tx, tenantId, adoptionDraft(framework, key, true), ids);
    for (const [identifier, id] of adopted) controlIds.set(`${key}:${identifier}`, id);
  }
  return controlIds;
}

async function insertDemoOrganizations(
  tx: Tx,
  tenantId: string,
  spec: TenantSpec,
  organizations: readonly DemoOrganization[],
  connectorIds: Map<string, string>,
  at: (daysAgo: number) => Date,
): Promise<void> {
  await insertOrganizations(
    tx,
    organizations.map((o) => {
      const createdAt = at(spec.days + 20 - (o.index % 10));
      return { id: o.id, tenantId, name: o.name, createdAt, updatedAt: createdAt };
    }),
  );
  const integrationRows = organizations.flatMap((o) =>
    o.integrations.map((i) => ({
      tenantId,
      organizationId: o.id,
      connectorTypeId: connectorIds.get(i.typeCode)!,
      // A broken integration was connected, and pushing, until it broke.
      status: i.brokeDaysAgo === null ? i.status : ('connected' as const),
      createdAt: at(spec.days + LEAD_DAYS + 5),
      updatedAt: at(spec.days + LEAD_DAYS + 5),
    })),
  );
  await insertIntegrations(tx, integrationRows);
}

function overridesByDay(
  overrides: readonly OverrideSpec[],
  controlIds: ReadonlyMap<string, string>,
): Map<number, OverrideSpec[]> {
  const byDay = new Map<number, OverrideSpec[]>();
  for (const override of overrides) {
    if (!controlIds.has(`${override.standard}:${override.control}`))
      throw new Error(`demo override names an unknown control: ${override.standard} / ${override.control}`);
    byDay.set(override.daysAgo, [...(byDay.get(override.daysAgo) ?? []), override]);
  }
  return byDay;
}

/** One replayed day: what breaks, is overridden and is pushed, then the evaluation of what changed. */
async function replayDay(replay: Replay, daysAgo: number, overrides: readonly OverrideSpec[]): Promise<void> {
  const { spec, organizations } = replay;
  const changed = new Set<string>();
  await breakIntegrations(replay, daysAgo, changed);
  await applyOverrides(replay, daysAgo, overrides, changed);
  await replaceFacts(replay.engineTx, dayPushes(replay, daysAgo, changed), replay.timeOf(daysAgo, MINUTE.pushes));
  if (daysAgo >= spec.days) return;
  const everyone = daysAgo === spec.days - 1 || daysAgo === 0;
  const due = organizations.filter((o) => everyone || changed.has(o.id)).map((o) => o.id);
  if (due.length === 0) return;
  await evaluateInTransaction(replay.engineTx, due, {
    now: replay.timeOf(daysAgo, MINUTE.evaluations),
    preloaded: { controls: replay.controls, catalog: replay.catalog },
  });
}

async function breakIntegrations(replay: Replay, daysAgo: number, changed: Set<string>): Promise<void> {
  for (const organization of replay.organizations) {
    for (const integration of organization.integrations) {
      if (integration.brokeDaysAgo !== daysAgo) continue;
      changed.add(organization.id);
      await setIntegrationStatus(replay.tx, {
        organizationId: organization.id,
        connectorTypeId: replay.connectorIds.get(integration.typeCode)!,
        status: integration.status,
        updatedAt: replay.timeOf(daysAgo, MINUTE.integrations),
      });
    }
  }
}

async function applyOverrides(
  replay: Replay,
  daysAgo: number,
  overrides: readonly OverrideSpec[],
  changed: Set<string>,
): Promise<void> {
  for (const override of overrides) {
    const since = replay.timeOf(daysAgo, MINUTE.overrides);
    const disabled = override.enabled === false;
    const organizationId = replay.organizations.find((o) => o.name === override.organization)!.id;
    changed.add(organizationId);
    await insertControlOverride(replay.tx, {
      tenantId: replay.tenantId,
      organizationId,
      controlId: replay.controlIds.get(`${override.standard}:${override.control}`)!,
      enabled: override.enabled ?? null,
      parameters: override.parameters,
      disabledReason: disabled ? (override.disabledReason ?? null) : null,
      disabledById: disabled ? replay.adminId : null,
      disabledAt: disabled ? since : null,
      createdAt: since,
      updatedAt: since,
    });
  }
}

/**
 * A connector pushes, in one request, every predicate of its whose population changed today
 * (the day's pushes are written together: one statement, as the API writes one push).
 */
function dayPushes(replay: Replay, daysAgo: number, changed: Set<string>): Push[] {
  const { fields, firstDay } = replay;
  const pushes: Push[] = [];
  for (const organization of replay.organizations) {
    for (const integration of organization.integrations) {
      if (integration.status === 'available') continue;
      if (integration.brokeDaysAgo !== null && daysAgo <= integration.brokeDaysAgo) continue;
      const facts = [...organization.timeline.reporters]
        .filter(([, reporters]) => reporters.includes(integration.typeCode))
        .filter(([predicate]) => daysAgo === firstDay || changeDays(organization.timeline, predicate).has(daysAgo))
        .flatMap(([predicate]) => factsOn(organization.timeline, fields, integration.typeCode, predicate, daysAgo));
      if (facts.length === 0) continue;
      changed.add(organization.id);
      pushes.push({
        organizationId: organization.id,
        connectorTypeId: replay.connectorIds.get(integration.typeCode)!,
        facts,
      });
    }
  }
  return pushes;
}

export interface SeedDemoOptions {
  /** Plaintext of the demo admin key (BOOTSTRAP_API_KEY); a random key when omitted. */
  bootstrapApiKey?: string;
  now?: Date;
}

/** Any fixed number works; it only has to be the same for every process that seeds. */
const SEED_LOCK = 7_341_093;

/**
 * Loads the demo data into a database that has no tenant yet; does nothing (created: false)
 * otherwise, so restarts never seed twice. Returns the demo admin key's plaintext, which is
 * stored nowhere, so the caller can show it once.
 */
export async function seedDemo(db: Db, options: SeedDemoOptions = {}): Promise<{ created: boolean; apiKey?: string }> {
  const now = options.now ?? new Date();
  const apiKey = options.bootstrapApiKey ?? newSecret(API_KEY_PREFIX);
  if (!apiKey.startsWith(API_KEY_PREFIX)) throw new Error(`the bootstrap API key must start with ${API_KEY_PREFIX}`);

  // Hashed outside the transaction: scrypt is deliberately slow and needs no database.
  const [demoAdmin, demoAnalyst, otherAdmin] = await Promise.all([
    hashPassword('demo-admin-password'),
    hashPassword('demo-analyst-password'),
    hashPassword('other-admin-password'),
  ]);

  const seeded = await seedEmptyDatabase(
    db,
    SEED_LOCK,
    async (tx) => {
      const connectorIds = (await installConnectorCatalogIn(tx)).ids;
      await seedTenant(
        tx,
        {
          name: 'Demo MSP',
          adoptions: DEMO_ADOPTIONS,
          disabled: DEMO_DISABLED_CONTROLS,
          organizations: DEMO_ORGANIZATIONS,
          overrides: DEMO_OVERRIDES,
          days: 90,
          seed: 20_240_601,
        },
        connectorIds,
        [
          { email: 'admin@demo.example', name: 'Demo Admin', role: 'admin', passwordHash: demoAdmin },
          { email: 'analyst@demo.example', name: 'Demo Analyst', role: 'viewer', passwordHash: demoAnalyst },
        ],
        apiKey,
        now,
      );
      await seedTenant(
        tx,
        {
          name: 'Other MSP',
          adoptions: OTHER_ADOPTIONS,
          disabled: [],
          organizations: OTHER_ORGANIZATIONS,
          overrides: [],
          days: 30,
          seed: 20_240_602,
        },
        connectorIds,
        [{ email: 'admin@other.example', name: 'Other Admin', role: 'admin', passwordHash: otherAdmin }],
        newSecret(API_KEY_PREFIX),
        now,
      );
      return { created: true, apiKey };
    },
    { maxWait: 30_000, timeout: 300_000 },
  );
  return seeded ?? { created: false };
}
