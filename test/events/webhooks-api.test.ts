import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { EVENT_TYPES } from '../../src/domain/event-kinds.ts';
import { newWebhookSecret } from '../../src/events/signing.ts';
import { startTestApp, type TestApp } from '../support/app.ts';
import { request } from '../support/http.ts';

// Registration only: no worker runs here, so nothing is ever sent to these URLs.
let app: TestApp;
let api: string;
beforeAll(async () => {
  app = await startTestApp({ allowPrivateWebhookTargets: false });
  api = `${app.url}/api/v1`;
});
afterAll(() => app.close());

const RULE =
  'webhook targets must be public (loopback, private, link-local and other special-purpose addresses are refused)';

const create = (body: unknown, token = app.adminKey) => request(`${api}/webhooks`, { method: 'POST', token, body });

async function graphql(query: string, variables: Record<string, unknown> = {}, token = app.adminKey) {
  const { body } = await request(`${app.url}/graphql`, { method: 'POST', token, body: { query, variables } });
  return body as { data?: any; errors?: { message: string; extensions: Record<string, unknown> }[] };
}

describe('POST /webhooks', () => {
  test('201 with the record and its whsec_ secret, shown only here and stored sealed', async () => {
    const { status, body } = await create({
      url: 'https://Hooks.Example.com/compliance?source=gateway',
      events: ['control.status_changed', 'detection.opened', 'control.status_changed'],
    });
    expect(status).toBe(201);
    expect(body).toEqual({
      id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      url: 'https://hooks.example.com/compliance?source=gateway',
      events: ['control.status_changed', 'detection.opened'],
      secret: expect.stringMatching(/^whsec_[A-Za-z0-9+/]{43}=$/),
      createdAt: expect.any(String),
    });
    const row = await app.db.webhook.findUniqueOrThrow({ where: { id: body.id } });
    expect(row.secretSealed).not.toContain(body.secret.slice(6));
    expect(app.secretBox.open(row.secretSealed)).toBe(body.secret);

    const listed = await request(`${api}/webhooks?limit=100`, { token: app.adminKey });
    expect(listed.status).toBe(200);
    expect(listed.body.items).toContainEqual({
      id: body.id,
      url: body.url,
      events: body.events,
      createdAt: body.createdAt,
    });
    expect(listed.text).not.toContain('whsec_');
  });

  test.each([
    ['http://127.1.2.3/hook', '127.1.2.3 is a loopback address'],
    ['http://[::1]:8080/hook', '::1 is a loopback address'],
    ['http://localhost:9000/hook', 'localhost is a loopback name'],
    ['http://2130706433/hook', '127.0.0.1 is a loopback address'],
    ['http://[::ffff:127.0.0.1]/hook', '::ffff:7f00:1 is an IPv4-mapped address of a loopback address'],
    ['http://169.254.169.254/latest/meta-data/', '169.254.169.254 is a link-local address'],
    ['https://10.1.2.3/hook', '10.1.2.3 is a private address'],
  ])('%s is a 422 at body.url, as a pydantic validator words it', async (url, reason) => {
    const { status, body } = await create({ url, events: ['detection.opened'] });
    expect(status).toBe(422);
    expect(body).toEqual({
      detail: [
        {
          type: 'value_error',
          loc: ['body', 'url'],
          msg: `Value error, ${reason}: ${RULE}`,
          input: url,
          ctx: { error: {} },
        },
      ],
    });
  });

  test('credentials in the URL are refused the same way', async () => {
    const { status, body } = await create({ url: 'https://user:pw@hooks.example.com/x', events: ['detection.opened'] });
    expect(status).toBe(422);
    expect(body.detail).toEqual([
      expect.objectContaining({
        type: 'value_error',
        loc: ['body', 'url'],
        msg: 'Value error, url must not carry a user name or password',
      }),
    ]);
  });

  test('the body is validated as FastAPI would (pydantic HttpUrl, the event enum, unknown keys)', async () => {
    const expected = EVENT_TYPES.map((type) => `'${type}'`);
    const cases: [unknown, unknown[]][] = [
      [
        { url: 'hooks.example.com/x', events: ['detection.opened'] },
        [
          {
            type: 'url_parsing',
            loc: ['body', 'url'],
            msg: 'Input should be a valid URL, relative URL without a base',
            input: 'hooks.example.com/x',
            ctx: { error: 'relative URL without a base' },
          },
        ],
      ],
      [
        { url: 'ftp://hooks.example.com/x', events: ['detection.opened'] },
        [
          {
            type: 'url_scheme',
            loc: ['body', 'url'],
            msg: "URL scheme should be 'http' or 'https'",
            input: 'ftp://hooks.example.com/x',
            ctx: { expected_schemes: "'http' or 'https'" },
          },
        ],
      ],
      [
        { url: 42, events: [] },
        [
          { type: 'url_type', loc: ['body', 'url'], msg: 'URL input should be a string or URL', input: 42 },
          {
            type: 'too_short',
            loc: ['body', 'events'],
            msg: 'List should have at least 1 item after validation, not 0',
            input: [],
            ctx: { field_type: 'List', min_length: 1, actual_length: 0 },
          },
        ],
      ],
      [
        { url: 'https://hooks.example.com/x', events: ['control.changed'], secret: 'mine' },
        [
          {
            type: 'enum',
            loc: ['body', 'events', 0],
            msg: `Input should be ${expected.slice(0, -1).join(', ')} or ${expected.at(-1)}`,
            input: 'control.changed',
            ctx: { expected: `${expected.slice(0, -1).join(', ')} or ${expected.at(-1)}` },
          },
          { type: 'extra_forbidden', loc: ['body', 'secret'], msg: 'Extra inputs are not permitted', input: 'mine' },
        ],
      ],
      [
        { events: ['detection.opened'] },
        [{ type: 'missing', loc: ['body', 'url'], msg: 'Field required', input: { events: ['detection.opened'] } }],
      ],
    ];
    for (const [body, detail] of cases) {
      const response = await create(body);
      expect(response.status, JSON.stringify(body)).toBe(422);
      expect(response.body).toEqual({ detail });
    }
  });
});

describe('listing, deleting and deliveries', () => {
  test('GET /webhooks pages by cursor, oldest first', async () => {
    const ids: string[] = [];
    for (const n of [1, 2, 3]) {
      ids.push((await create({ url: `https://hooks.example.com/page/${n}`, events: ['detection.resolved'] })).body.id);
    }
    const all: string[] = [];
    let cursor: string | null = null;
    let pages = 0;
    do {
      const response: { status: number; body: any } = await request<any>(
        `${api}/webhooks?limit=2${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`,
        { token: app.adminKey },
      );
      expect(response.status).toBe(200);
      expect(Object.keys(response.body)).toEqual(['items', 'nextCursor', 'hasMore', 'page', 'total']);
      expect(response.body.page).toBeNull();
      expect(response.body.items.length).toBeLessThanOrEqual(2);
      all.push(...response.body.items.map((item: { id: string }) => item.id));
      cursor = response.body.hasMore ? response.body.nextCursor : null;
      expect(response.body.hasMore).toBe(cursor !== null);
      pages += 1;
    } while (cursor);
    expect(pages).toBeGreaterThanOrEqual(2);
    const expected = await app.db.webhook.findMany({
      where: { tenantId: app.demoTenantId },
      orderBy: [{ createdAt: 'asc' }, { id: 'asc' }],
    });
    expect(all).toEqual(expected.map((row) => row.id));
    expect(all).toEqual(expect.arrayContaining(ids));
  });

  test('GET /webhooks is a cursor list of {id, url, events, createdAt}, never the secret (DECISIONS, settled points)', async () => {
    const created = await create({ url: 'https://hooks.example.com/no-secret', events: ['detection.opened'] });
    expect(created.status).toBe(201);
    const secret = created.body.secret as string;
    const list = await request(`${api}/webhooks?limit=100`, { token: app.adminKey });
    expect(list.status).toBe(200);
    expect(Object.keys(list.body)).toEqual(['items', 'nextCursor', 'hasMore', 'page', 'total']);
    for (const item of list.body.items) expect(Object.keys(item).sort()).toEqual(['createdAt', 'events', 'id', 'url']);
    expect(list.body.items).toContainEqual({
      id: created.body.id,
      url: 'https://hooks.example.com/no-secret',
      events: ['detection.opened'],
      createdAt: created.body.createdAt,
    });
    expect(list.text).not.toContain(secret);
    expect(list.text).not.toContain('whsec_');
    // Nor can the graph be asked for it: a webhook has no secret field, only creation returns one.
    const graph = await request(`${app.url}/graphql`, {
      method: 'POST',
      token: app.adminKey,
      body: { query: '{ __type(name: "Webhook") { fields(includeDeprecated: true) { name } } }' },
    });
    const fields = graph.body.data.__type.fields.map((field: { name: string }) => field.name);
    expect(fields).toEqual(expect.arrayContaining(['id', 'url', 'events', 'createdAt']));
    expect(fields.filter((name: string) => /secret/i.test(name))).toEqual([]);
  });

  test('a malformed cursor, or a limit out of bounds, is a 422', async () => {
    const bad = await request(`${api}/webhooks?cursor=not-a-cursor`, { token: app.adminKey });
    expect(bad.status).toBe(422);
    // The one cursor error of every cursor list (test/rest/cursor-errors.test.ts).
    expect(bad.body).toStrictEqual({
      detail: [
        {
          type: 'value_error',
          loc: ['query', 'cursor'],
          msg: 'Value error, Invalid cursor',
          input: 'not-a-cursor',
          ctx: { error: {} },
        },
      ],
    });
    const tooMany = await request(`${api}/webhooks?limit=101`, { token: app.adminKey });
    expect(tooMany.status).toBe(422);
    expect(tooMany.body.detail[0]).toMatchObject({ type: 'less_than_equal', loc: ['query', 'limit'] });
  });

  test('DELETE is a 204, then the webhook and its deliveries are gone (404)', async () => {
    const { body } = await create({ url: 'https://hooks.example.com/gone', events: ['detection.opened'] });
    expect((await request(`${api}/webhooks/${body.id}/deliveries`, { token: app.adminKey })).body).toEqual({
      items: [],
      nextCursor: null,
      hasMore: false,
      page: null,
      total: null,
    });
    const deleted = await request(`${api}/webhooks/${body.id}`, { method: 'DELETE', token: app.adminKey });
    expect(deleted.status).toBe(204);
    expect(deleted.text).toBe('');
    expect((await request(`${api}/webhooks/${body.id}`, { method: 'DELETE', token: app.adminKey })).status).toBe(404);
    const deliveries = await request(`${api}/webhooks/${body.id}/deliveries`, { token: app.adminKey });
    expect(deliveries.status).toBe(404);
    expect(deliveries.body).toEqual({ detail: 'Webhook not found' });
  });

  test("another tenant's webhook is a 404 everywhere and never listed", async () => {
    const foreign = await app.db.webhook.create({
      data: {
        tenantId: app.otherTenantId,
        url: 'https://hooks.example.com/foreign',
        events: ['detection.opened'],
        secretSealed: app.secretBox.seal(newWebhookSecret()),
      },
    });
    expect((await request(`${api}/webhooks/${foreign.id}/deliveries`, { token: app.adminKey })).status).toBe(404);
    expect((await request(`${api}/webhooks/${foreign.id}`, { method: 'DELETE', token: app.adminKey })).status).toBe(
      404,
    );
    expect(await app.db.webhook.findUnique({ where: { id: foreign.id } })).not.toBeNull();
    const listed = await request(`${api}/webhooks?limit=100`, { token: app.adminKey });
    expect(listed.body.items.map((item: { id: string }) => item.id)).not.toContain(foreign.id);
    const { data, errors } = await graphql(
      `query ($id: ID!) { webhooks(first: 100) { edges { node { id } } } node(id: $id) { globalId } }`,
      { id: Buffer.from(`Webhook:${foreign.id}`).toString('base64') },
    );
    expect(errors).toBeUndefined();
    expect(data.node).toBeNull();
    expect(data.webhooks.edges.map((edge: { node: { id: string } }) => edge.node.id)).not.toContain(foreign.id);
  });
});

describe('who may manage webhooks', () => {
  test('api_key.manage is needed on every route; no credential is a 401', async () => {
    const viewer = await app.key(['organization.read', 'detection.read', 'detection_rule.read']);
    const { body } = await create({ url: 'https://hooks.example.com/perm', events: ['detection.opened'] });
    const calls: [string, string, unknown?][] = [
      ['POST', '/webhooks', { url: 'https://hooks.example.com/x', events: ['detection.opened'] }],
      ['GET', '/webhooks'],
      ['DELETE', `/webhooks/${body.id}`],
      ['GET', `/webhooks/${body.id}/deliveries`],
    ];
    for (const [method, path, payload] of calls) {
      const forbidden = await request(`${api}${path}`, { method, token: viewer, body: payload });
      expect(forbidden.status, `${method} ${path}`).toBe(403);
      expect(forbidden.body).toEqual({ detail: 'Not enough permissions' });
      const anonymous = await request(`${api}${path}`, { method, body: payload });
      expect(anonymous.status, `${method} ${path}`).toBe(401);
    }
    expect(await app.db.webhook.findUnique({ where: { id: body.id } })).not.toBeNull();
  });
});

describe('the graph', () => {
  test('createWebhook refuses a private target with BAD_USER_INPUT at input.url', async () => {
    const { errors } = await graphql(
      `mutation { createWebhook(input: { url: "http://[::1]/x", events: ["detection.opened"] }) { secret } }`,
    );
    expect(errors).toEqual([
      expect.objectContaining({
        message: `::1 is a loopback address: ${RULE}`,
        extensions: expect.objectContaining({ code: 'BAD_USER_INPUT', field: ['input', 'url'], reason: 'private' }),
      }),
    ]);
  });

  test('a webhook is a Relay node: its globalId refetches it', async () => {
    const { data } = await graphql(
      `mutation { createWebhook(input: { url: "https://hooks.example.com/node", events: ["detection.opened"] }) { webhook { id globalId } } }`,
    );
    const { webhook } = data.createWebhook;
    const refetched = await graphql(`query ($id: ID!) { node(id: $id) { ... on Webhook { id url } } }`, {
      id: webhook.globalId,
    });
    expect(refetched.data.node).toEqual({ id: webhook.id, url: 'https://hooks.example.com/node' });
  });

  test('kinds: registered by the EventKind enum, read back as kinds and (deprecated) as event types', async () => {
    const { data } = await graphql(
      `mutation { createWebhook(input: { url: "https://hooks.example.com/kinds", kinds: [detection_opened, control_override_expired, detection_opened] }) { webhook { id kinds events } } }`,
    );
    expect(data.createWebhook.webhook).toEqual({
      id: expect.any(String),
      kinds: ['detection_opened', 'control_override_expired'],
      events: ['detection.opened', 'control.override_expired'],
    });
    // REST reads the same registration with the event types' wire names.
    const { body } = await request(`${api}/webhooks?limit=100`, { token: app.adminKey });
    expect(body.items.find((item: { id: string }) => item.id === data.createWebhook.webhook.id).events).toEqual([
      'detection.opened',
      'control.override_expired',
    ]);
  });

  test('EventKind has one value per kind of the table; kinds and events together, or none, are refused', async () => {
    const { data } = await graphql('{ __type(name: "EventKind") { enumValues { name } } }');
    expect(data.__type.enumValues.map((value: { name: string }) => value.name)).toEqual(
      EVENT_TYPES.map((type) => type.replace('.', '_')),
    );
    const both = await graphql(
      `mutation { createWebhook(input: { url: "https://hooks.example.com/both", kinds: [detection_opened], events: ["detection.opened"] }) { secret } }`,
    );
    expect(both.errors?.[0]).toMatchObject({
      message: 'Give kinds or events, not both',
      extensions: expect.objectContaining({ code: 'BAD_USER_INPUT', field: ['input', 'events'] }),
    });
    const none = await graphql(
      `mutation { createWebhook(input: { url: "https://hooks.example.com/none", kinds: [] }) { secret } }`,
    );
    expect(none.errors?.[0]).toMatchObject({
      message: `kinds must be one or more of: ${EVENT_TYPES.map((type) => type.replace('.', '_')).join(', ')}`,
      extensions: expect.objectContaining({ field: ['input', 'kinds'] }),
    });
  });

  test('first above 100 is refused, not silently cut', async () => {
    const { errors } = await graphql('{ webhooks(first: 101) { edges { node { id } } } }');
    expect(errors?.[0]).toMatchObject({
      message: 'first must be between 0 and 100',
      extensions: expect.objectContaining({ code: 'BAD_USER_INPUT' }),
    });
  });
});
