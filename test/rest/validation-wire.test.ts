import { afterAll, beforeAll, expect, test } from 'vitest';
import { startTestApp, type TestApp } from '../support/app.ts';
import { request } from '../support/http.ts';

// Expected bodies are FastAPI's, byte for byte (pydantic-core 2.46 wording, compact JSON).
let app: TestApp;
let api: string;
let organizationId: string;
beforeAll(async () => {
  app = await startTestApp();
  api = `${app.url}/api/v1`;
  organizationId = (await app.db.organization.findFirstOrThrow({ where: { tenantId: app.demoTenantId } })).id;
});
afterAll(() => app.close());

const cases: [string, () => string, string][] = [
  [
    'a malformed organization id',
    () => '/organizations/not-a-uuid/compliance',
    '{"detail":[{"type":"uuid_parsing","loc":["path","organization_id"],"msg":"Input should be a valid UUID, invalid character: found `n` at 1","input":"not-a-uuid","ctx":{"error":"invalid character: found `n` at 1"}}]}',
  ],
  [
    'a short id',
    () => '/standards/1234',
    '{"detail":[{"type":"uuid_parsing","loc":["path","standard_id"],"msg":"Input should be a valid UUID, invalid length: expected length 32 for simple format, found 4","input":"1234","ctx":{"error":"invalid length: expected length 32 for simple format, found 4"}}]}',
  ],
  [
    'an id with four groups',
    () => '/detections/12345678-1234-1234-1234',
    '{"detail":[{"type":"uuid_parsing","loc":["path","detection_id"],"msg":"Input should be a valid UUID, invalid group count: expected 5, found 4","input":"12345678-1234-1234-1234","ctx":{"error":"invalid group count: expected 5, found 4"}}]}',
  ],
  [
    'an id with a short last group',
    () => '/standards/12345678-1234-1234-1234-12345678901/controls',
    '{"detail":[{"type":"uuid_parsing","loc":["path","standard_id"],"msg":"Input should be a valid UUID, invalid group length in group 4: expected 12, found 11","input":"12345678-1234-1234-1234-12345678901","ctx":{"error":"invalid group length in group 4: expected 12, found 11"}}]}',
  ],
  [
    'page below 1 and pageSize above 100',
    () => '/organizations?page=0&pageSize=101',
    '{"detail":[{"type":"greater_than_equal","loc":["query","page"],"msg":"Input should be greater than or equal to 1","input":"0","ctx":{"ge":1}},{"type":"less_than_equal","loc":["query","pageSize"],"msg":"Input should be less than or equal to 100","input":"101","ctx":{"le":100}}]}',
  ],
  [
    'a page size that is not an integer',
    () => '/standards?pageSize=abc',
    '{"detail":[{"type":"int_parsing","loc":["query","pageSize"],"msg":"Input should be a valid integer, unable to parse string as an integer","input":"abc"}]}',
  ],
  [
    'a fractional page',
    () => '/organizations?page=1.5',
    '{"detail":[{"type":"int_parsing","loc":["query","page"],"msg":"Input should be a valid integer, unable to parse string as an integer","input":"1.5"}]}',
  ],
  [
    'an unknown health value',
    () => '/organizations?health=bogus',
    '{"detail":[{"type":"enum","loc":["query","health"],"msg":"Input should be \'healthy\', \'degraded\' or \'disconnected\'","input":"bogus","ctx":{"expected":"\'healthy\', \'degraded\' or \'disconnected\'"}}]}',
  ],
  [
    'a trend window above 366',
    () => `/organizations/${organizationId}/compliance/trend?days=367`,
    '{"detail":[{"type":"less_than_equal","loc":["query","days"],"msg":"Input should be less than or equal to 366","input":"367","ctx":{"le":366}}]}',
  ],
  [
    'a trend window of 0',
    () => `/organizations/${organizationId}/compliance/trend?days=0`,
    '{"detail":[{"type":"greater_than_equal","loc":["query","days"],"msg":"Input should be greater than or equal to 1","input":"0","ctx":{"ge":1}}]}',
  ],
  [
    'path errors before query errors',
    () => '/organizations/1234/compliance/trend?days=abc',
    '{"detail":[{"type":"uuid_parsing","loc":["path","organization_id"],"msg":"Input should be a valid UUID, invalid length: expected length 32 for simple format, found 4","input":"1234","ctx":{"error":"invalid length: expected length 32 for simple format, found 4"}},{"type":"int_parsing","loc":["query","days"],"msg":"Input should be a valid integer, unable to parse string as an integer","input":"abc"}]}',
  ],
  [
    'a detection limit above 100',
    () => `/organizations/${organizationId}/detections?limit=500`,
    '{"detail":[{"type":"less_than_equal","loc":["query","limit"],"msg":"Input should be less than or equal to 100","input":"500","ctx":{"le":100}}]}',
  ],
  [
    'an enabled filter that is not a boolean',
    () => '/standards?enabled=maybe',
    '{"detail":[{"type":"bool_parsing","loc":["query","enabled"],"msg":"Input should be a valid boolean, unable to interpret input","input":"maybe"}]}',
  ],
];

test.each(cases)('%s is a 422 worded exactly as FastAPI', async (_name, path, expected) => {
  const { status, text, headers } = await request(`${api}${path()}`, { token: app.adminKey });
  expect(status).toBe(422);
  expect(headers.get('content-type')).toMatch(/^application\/json/);
  expect(text).toBe(expected);
});

test('authentication is checked before validation, as FastAPI resolves security first', async () => {
  const { status } = await request(`${api}/organizations/not-a-uuid/compliance`);
  expect(status).toBe(401);
});

test('repeated query parameters take the last value and unknown ones are ignored', async () => {
  const { status, body } = await request(`${api}/organizations?pageSize=1&pageSize=2&unknown=1`, {
    token: app.adminKey,
  });
  expect(status).toBe(200);
  expect(body.pageSize).toBe(2);
});
