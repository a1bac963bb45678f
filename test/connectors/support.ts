import { spawn } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { Scope } from '../../src/auth/permissions.ts';
import type { TestApp } from '../support/app.ts';
import { nodeArgs } from '../support/compiled-children.ts';
import { request } from '../support/http.ts';

/** What a connector's API key needs: pushes, reading organizations, recording outcomes and creating clients. */
export const CONNECTOR_SCOPES: Scope[] = ['facts.write', 'organization.read', 'organization.write'];

const ROOT = resolve(import.meta.dirname, '../..');
export const CLI = join(ROOT, 'packages/connector/src/cli.ts');

export interface RunnerResult {
  code: number | null;
  stdout: string;
  /** The structured log lines. */
  logs: Record<string, unknown>[];
  stderr: string;
}

/**
 * The runner in a child process with only the environment given, on the client package's sources:
 * this run's compiled copy (test/support/compiled-children.ts), its sources under tsx without one.
 * As an operator runs it from the package: test/connectors/pack.test.ts.
 */
export function runConnector(args: string[], env: Record<string, string> = {}): Promise<RunnerResult> {
  const child = spawn(process.execPath, [...nodeArgs(CLI), ...args], {
    cwd: ROOT,
    env: { PATH: process.env.PATH ?? '', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk) => (stdout += chunk));
  child.stderr.on('data', (chunk) => (stderr += chunk));
  return new Promise((done) =>
    child.once('exit', (code) => {
      const logs = stderr
        .split('\n')
        .filter((line) => line.startsWith('{'))
        .map((line) => JSON.parse(line) as Record<string, unknown>);
      done({ code, stdout, stderr, logs });
    }),
  );
}

export function writeJson(dir: string, name: string, value: unknown): string {
  const file = join(dir, name);
  writeFileSync(file, JSON.stringify(value, null, 2));
  return file;
}

export interface ControlSpec {
  slugSuffix: string;
  predicate: string;
  expect: Record<string, boolean>;
}

/** A standard of these controls, created by the tenant's signed-in admin and enabled. */
export async function enabledStandard(
  app: TestApp,
  tenant: { key: string; accessToken: string },
  slug: string,
  controls: ControlSpec[],
): Promise<{ id: string; controls: { id: string; slug: string }[] }> {
  const created = await request(`${app.url}/api/v1/standards`, {
    method: 'POST',
    token: tenant.accessToken,
    body: {
      slug,
      name: slug,
      enabled: false,
      controls: controls.map((control) => ({
        slugSuffix: control.slugSuffix,
        name: control.slugSuffix,
        enabled: true,
        autonomy: 'suggest_only',
        severity: 'high',
        match: { predicate: control.predicate },
        expect: control.expect,
        parameters: {},
      })),
    },
  });
  if (created.status !== 201) throw new Error(`standard: ${created.text}`);
  const enabled = await request(`${app.url}/api/v1/standards/${created.body.id}`, {
    method: 'PATCH',
    token: tenant.key,
    body: { enabled: true },
  });
  if (enabled.status !== 200) throw new Error(`enable: ${enabled.text}`);
  return created.body;
}

export interface Row {
  ruleId: string;
  ruleName: string;
  standardId: string;
  status: string;
  subjectsEvaluated: number;
  subjectsFailing: number;
  detail: { degradedCoverage?: { typeCode: string; predicate: string; status: string }[] } | null;
}

/** The organization's grid rows of one standard, by control slug suffix. */
export async function gridOf(app: TestApp, key: string, organizationId: string, standardId: string) {
  const grid = await request(`${app.url}/api/v1/organizations/${organizationId}/compliance`, { token: key });
  if (grid.status !== 200) throw new Error(`grid: ${grid.text}`);
  const rows = (grid.body.items as Row[]).filter((row) => row.standardId === standardId);
  return Object.fromEntries(rows.map((row) => [row.ruleName, row]));
}

/** The tenant's organizations by name, with what connectors read of them on the graph. */
export async function organizationsOf(app: TestApp, key: string) {
  const response = await request(`${app.url}/graphql`, {
    method: 'POST',
    token: key,
    body: {
      query: `{ organizations(page: 1, pageSize: 100) { items { id name domains externalRefs { system id }
        integrations { items { typeCode status lastPushAt lastError { message at } } } } } }`,
    },
  });
  const items = response.body.data.organizations.items as {
    id: string;
    name: string;
    domains: string[];
    externalRefs: { system: string; id: string }[];
    integrations: {
      items: { typeCode: string; status: string; lastPushAt: string | null; lastError: { message: string } | null }[];
    };
  }[];
  return new Map(items.map((item) => [item.name, item]));
}
