import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { organizationWithMostOpenDetections, startTestApp, type TestApp } from '../support/app.ts';

let app: TestApp;
const clients: Client[] = [];
let organizationId: string;
let detectionIds: string[];

async function call(token: string, name: string, args: Record<string, unknown>) {
  const client = new Client({ name: 'triage-test', version: '1.0.0' });
  await client.connect(
    new StreamableHTTPClientTransport(new URL(`${app.url}/api/v1/mcp`), {
      requestInit: { headers: { Authorization: `Bearer ${token}` } },
    }),
  );
  clients.push(client);
  const result = (await client.callTool({ name, arguments: args })) as CallToolResult;
  const text = result.content.map((part) => (part.type === 'text' ? part.text : '')).join('\n');
  return { ...result, text, structured: result.structuredContent as any };
}

beforeAll(async () => {
  app = await startTestApp();
  await app.evaluationsSettled();
  organizationId = await organizationWithMostOpenDetections(app);
  detectionIds = (
    await app.db.detection.findMany({ where: { organizationId, status: 'open' }, orderBy: { id: 'asc' } })
  ).map((d) => d.id);
});
afterAll(async () => {
  await Promise.all(clients.map((client) => client.close()));
  await app.close();
});

describe('triage over MCP', () => {
  test('list_detections shows each detection with its triage; triage_detection changes it', async () => {
    const token = await app.key(['compliance:triage', 'detection.write']);
    const id = detectionIds[0]!;
    const before = await call(token, 'list_detections', { organizationId, status: 'open', limit: 100 });
    expect(before.isError).toBeFalsy();
    expect(before.structured.items.map((d: { id: string }) => d.id).sort()).toEqual([...detectionIds].sort());
    expect(before.structured.items.every((d: { triage: { state: string } }) => d.triage.state === 'new')).toBe(true);

    const triaged = await call(token, 'triage_detection', { detectionId: id, state: 'false_positive', reason: 'lab' });
    expect(triaged.isError).toBeFalsy();
    expect(triaged.structured).toMatchObject({ detectionId: id, state: 'false_positive', reason: 'lab' });
    expect(triaged.text).toBe(`Detection ${id} is now false_positive.`);

    const filtered = await call(token, 'list_detections', { organizationId, triageState: ['false_positive'] });
    expect(filtered.structured.items.map((d: { id: string }) => d.id)).toEqual([id]);
    expect(filtered.text).toContain(`(${id}): triage false_positive`);
  });

  test('refusals are tool errors the agent can read', async () => {
    const token = await app.key(['compliance:triage', 'detection.write']);
    const noReason = await call(token, 'triage_detection', { detectionId: detectionIds[1]!, state: 'false_positive' });
    expect(noReason.isError).toBe(true);
    expect(noReason.text).toContain('reason');
    const unknown = await call(token, 'triage_detection', {
      detectionId: '00000000-0000-4000-8000-000000000000',
      state: 'acknowledged',
    });
    expect(unknown).toMatchObject({ isError: true, text: 'Detection not found' });
  });

  test('needs compliance:triage, and triage_detection needs detection.write of every credential', async () => {
    const readOnly = await call(await app.key(['compliance:read']), 'list_detections', { organizationId });
    expect(readOnly.isError).toBe(true);
    expect(readOnly.text).toContain('needs the scope compliance:triage');
    const scopeOnly = await app.key(['compliance:triage']);
    expect((await call(scopeOnly, 'list_detections', { organizationId })).isError).toBeFalsy();
    const write = await call(scopeOnly, 'triage_detection', { detectionId: detectionIds[1]!, state: 'acknowledged' });
    expect(write.isError).toBe(true);
    expect(write.text).toContain('detection.write');
    const row = await app.db.detectionTriage.findUnique({ where: { detectionId: detectionIds[1]! } });
    expect(row).toBeNull();
  });
});
