import { readFileSync } from 'node:fs';
import { Writable } from 'node:stream';
import { isObjectType } from 'graphql';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createLogger } from '../../src/observability/logger.ts';
import { schema } from '../../src/schema/index.ts';
import { startTestApp, type TestApp } from '../support/app.ts';

/**
 * Issue 29, point 4: `node(id: base64("Organization:nope"))` was a masked "Unexpected error." with
 * Prisma's uuid error in the log, for every node type through `node` and `nodes`; and client
 * mistakes (a bad id, a bad cursor) were logged at error level, stack and client text included.
 */

/** Every type the schema has that implements Node (a node type added later is walked too). */
const NODE_TYPES = Object.values(schema.getTypeMap())
  .filter((type) => isObjectType(type) && type.getInterfaces().some((i) => i.name === 'Node'))
  .map((type) => type.name)
  .sort();
const globalId = (text: string) => Buffer.from(text).toString('base64');
const SECRET = 'CLIENT-TEXT-7f3a';

let app: TestApp;
const lines: Record<string, unknown>[] = [];
beforeAll(async () => {
  const sink = new Writable({
    write(chunk, _encoding, done) {
      lines.push(JSON.parse(String(chunk)));
      done();
    },
  });
  app = await startTestApp({ worker: false, logger: createLogger('info', sink) });
}, 120_000);
afterAll(() => app?.close());

async function graphql(query: string, variables: Record<string, unknown> = {}) {
  const response = await fetch(`${app.url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${app.adminKey}` },
    body: JSON.stringify({ query, variables }),
  });
  return { status: response.status, body: await response.json() };
}

describe('a malformed Relay id is null, never an unexpected error', () => {
  test("every node type's id is a uuid column (what the rule in src/schema/builder.ts relies on)", () => {
    expect(NODE_TYPES).toEqual(expect.arrayContaining(['Evaluation', 'Organization', 'Webhook', 'WebhookDelivery']));
    const prisma = readFileSync('prisma/schema.prisma', 'utf8');
    for (const node of NODE_TYPES) {
      const model = new RegExp(`^model ${node} \\{([^}]*)\\}`, 'm').exec(prisma)?.[1] ?? '';
      expect(model, node).toMatch(/^\s+id\s+String\s+@id[^\n]*@db\.Uuid/m);
    }
  });

  const malformed = (type: string) => [
    `${type}:${SECRET}`,
    `${type}:00000000-0000-0000-0000-00000000000g`,
    `${type}:123`,
    `${type}:${'9'.repeat(64)}`,
  ];

  test.each(NODE_TYPES)('node(id:) of %s', async (type) => {
    for (const raw of malformed(type)) {
      const answer = await graphql('query ($id: ID!) { node(id: $id) { globalId } }', { id: globalId(raw) });
      expect(answer, raw).toStrictEqual({ status: 200, body: { data: { node: null } } });
    }
  });

  test.each(NODE_TYPES)('nodes(ids:) of %s: null where malformed, the rest found', async (type) => {
    const organization = await graphql('{ organizations(pageSize: 1) { items { globalId } } }');
    const known = organization.body.data.organizations.items[0].globalId;
    const ids = [known, ...malformed(type).map(globalId), known];
    const answer = await graphql('query ($ids: [ID!]!) { nodes(ids: $ids) { globalId } }', { ids });
    expect(answer.status).toBe(200);
    expect(answer.body).toStrictEqual({
      data: { nodes: [{ globalId: known }, null, null, null, null, { globalId: known }] },
    });
  });

  test('a type that is no node, or none at all, is null too', async () => {
    const uuid = '00000000-0000-0000-0000-000000000000';
    for (const raw of [`Standard:${uuid}`, `Nope:${uuid}`, `Query:${uuid}`, `Node:${uuid}`, 'Nope:x']) {
      const answer = await graphql('query ($id: ID!) { node(id: $id) { globalId } }', { id: globalId(raw) });
      expect(answer, raw).toStrictEqual({ status: 200, body: { data: { node: null } } });
    }
  });

  test('an id that is no global id at all is a validation error (the relay plugin says so)', async () => {
    for (const id of ['not base64 at all', globalId('Organization:'), globalId(':'), globalId('no colon')]) {
      const answer = await graphql('query ($id: ID!) { node(id: $id) { globalId } }', { id });
      expect(answer.body.errors, id).toStrictEqual([
        { message: 'Invalid global ID', path: ['node'], extensions: { code: 'BAD_USER_INPUT' } },
      ]);
    }
  });
});

describe("client mistakes are logged at info, without the client's text", () => {
  test('bad ids and bad cursors: no error line, no stack, no text of theirs', async () => {
    lines.length = 0;
    await graphql('query ($id: ID!) { node(id: $id) { globalId } }', { id: `not base64 ${SECRET}` });
    await graphql('query ($id: ID!) { node(id: $id) { globalId } }', { id: globalId(`Organization:${SECRET}`) });
    await graphql('query ($c: String) { auditEvents(first: 1, after: $c) { edges { cursor } } }', { c: SECRET });
    await graphql('query ($c: String) { organizations(pageSize: 1) { total } fleet(after: $c) { edges { cursor } } }', {
      c: SECRET,
    });
    const loud = lines.filter((line) => (line.level as number) >= 40);
    expect(loud).toStrictEqual([]);
    expect(JSON.stringify(lines)).not.toContain(SECRET);
    expect(JSON.stringify(lines)).not.toMatch(/"stack"/);
  });
});
