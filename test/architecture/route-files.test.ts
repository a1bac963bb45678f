import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import type { AnyRoute } from '../../src/rest/route.ts';
import { apiRoutes } from '../../src/rest/routes.ts';

/**
 * One REST endpoint, one file, named after the operationId the OpenAPI document gives it, so the
 * file of an operation is found from the document (and a renamed operation renames its file).
 */

const ROUTES_DIR = join(import.meta.dirname, '../../src/rest/routes');

const kebab = (operationId: string) => operationId.replace(/([a-z0-9])([A-Z])/g, '$1-$2').toLowerCase();

describe('the REST route files', () => {
  const files = readdirSync(ROUTES_DIR).sort();

  test.each(files)('%s is named after its operationId', async (file) => {
    const route = ((await import(join(ROUTES_DIR, file))) as { default?: AnyRoute }).default;
    expect(route?.operationId, `${file} has no route as its default export`).toBeTypeOf('string');
    expect(file).toBe(`${kebab(route!.operationId)}.ts`);
  });

  test('are exactly the routes of the table', () => {
    expect(files).toEqual(apiRoutes.map((route) => `${kebab(route.operationId)}.ts`).sort());
  });

  test('kebab-case splits every capital', () => {
    expect(kebab('listControlFailingOrganizations')).toBe('list-control-failing-organizations');
    expect(kebab('login')).toBe('login');
  });
});
