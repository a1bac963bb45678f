import { type GraphQLObjectType, isObjectType, parse } from 'graphql';
import { describe, expect, test } from 'vitest';
import { routes } from '../../src/developer/routes.ts';
import { buildOpenApiDocument } from '../../src/rest/openapi.ts';
import type { JsonSchema } from '../../src/rest/pydantic/core.ts';
import { Components, graphResultSchema } from '../../src/rest/response-schema.ts';
import { isGraphRoute } from '../../src/rest/route.ts';
import { schema as graph } from '../../src/schema/index.ts';

/**
 * The response schemas of graph routes are generated from their selections (no database needed):
 * the names, required sets and shapes v1 clients rely on, descriptions from the graph, and what a
 * new route gets from its declaration alone.
 */

const document = buildOpenApiDocument(routes, graph);
const schemas = document.components.schemas as Record<string, JsonSchema & Record<string, any>>;

function generate(source: string, result: string[], flatten?: string, components = new Components()) {
  const body = graphResultSchema(
    graph,
    { operationId: 'probe', operation: parse(source), result, flatten },
    components,
  );
  return { body, components: components.toObject() as Record<string, any> };
}

describe('the served components', () => {
  test('keep every name v1 clients generate code from', () => {
    expect(Object.keys(schemas)).toEqual(
      expect.arrayContaining([
        'ComplianceGridRead',
        'ComplianceRow',
        'ComplianceRowDetail',
        'ComplianceRefusal',
        'DegradedCoverageEntry',
        'ComplianceTrendRead',
        'TrendBucket',
        'Organization',
        'OrganizationPage',
        'Standard',
        'StandardPage',
        'StandardRollup',
        'StandardWithControls',
        'Control',
        'ControlPage',
        'Detection',
        'DetectionCursorPage',
        'ControlStatus',
        'Severity',
        'Autonomy',
        'IntegrationStatus',
        'OrganizationHealth',
        'DetectionStatus',
        'AuthReference',
        'McpReference',
        'OpenApiDocument',
        'ErrorBody',
        'HTTPValidationError',
        'ValidationError',
      ]),
    );
  });

  test('each graph route points at the component of its selection', () => {
    const bodies = Object.fromEntries(
      routes
        .filter((route) => route.status !== 204 && !('produces' in route))
        .map((route) => {
          const operation = (document.paths as any)[`/api/v1${route.path}`][route.method.toLowerCase()];
          return [route.operationId, operation.responses[String(route.status)].content['application/json'].schema];
        }),
    );
    expect(bodies).toMatchObject({
      listOrganizations: { $ref: '#/components/schemas/OrganizationPage' },
      getOrganizationCompliance: { $ref: '#/components/schemas/ComplianceGridRead' },
      getOrganizationComplianceTrend: { $ref: '#/components/schemas/ComplianceTrendRead' },
      listOrganizationDetections: { $ref: '#/components/schemas/DetectionCursorPage' },
      listStandards: { $ref: '#/components/schemas/StandardPage' },
      getStandard: { $ref: '#/components/schemas/Standard' },
      createStandard: { $ref: '#/components/schemas/StandardWithControls' },
      updateStandard: { $ref: '#/components/schemas/Standard' },
      copyStandard: { $ref: '#/components/schemas/Standard' },
      listStandardControls: { $ref: '#/components/schemas/ControlPage' },
      getDetection: { $ref: '#/components/schemas/Detection' },
      createApiKey: { $ref: '#/components/schemas/CreatedApiKey' },
      listApiKeys: { $ref: '#/components/schemas/ApiKeyPage' },
      getAuthReference: { $ref: '#/components/schemas/AuthReference' },
      getMcpReference: { $ref: '#/components/schemas/McpReference' },
      getOpenApiDocument: { $ref: '#/components/schemas/OpenApiDocument' },
    });
  });

  test('ComplianceRow: the contract optional fields, nullability, formats, enums and free-form objects', () => {
    const row = schemas.ComplianceRow!;
    expect(row.additionalProperties).toBe(false);
    expect(row.required).toEqual([
      'ruleId',
      'ruleName',
      'standardId',
      'standardName',
      'category',
      'severity',
      'status',
      'subjectsEvaluated',
      'subjectsFailing',
      'effectiveEnabled',
      'parameters',
      'effectiveParameters',
      'requiredPredicates',
      'sourceTypeCodes',
      'sourceOptions',
      'connectedSourceTypeCodes',
      'isOverridden',
      'openDetectionCount',
    ]);
    expect(Object.keys(row.properties)).toHaveLength(24);
    expect(row.properties).toMatchObject({
      ruleId: { type: 'string', format: 'uuid' },
      severity: { $ref: '#/components/schemas/Severity' },
      status: { $ref: '#/components/schemas/ControlStatus' },
      detail: { anyOf: [{ $ref: '#/components/schemas/ComplianceRowDetail' }, { type: 'null' }] },
      evaluatedAt: { anyOf: [{ type: 'string', format: 'date-time' }, { type: 'null' }] },
      standardVersion: { anyOf: [{ type: 'integer' }, { type: 'null' }] },
      parameters: { type: 'object', additionalProperties: true },
      sourceTypeCodes: { type: 'object', additionalProperties: { type: 'array', items: { type: 'string' } } },
      requiredPredicates: { type: 'array', items: { type: 'string' } },
    });
    expect(schemas.ComplianceRowDetail).toMatchObject({
      required: [],
      additionalProperties: false,
      properties: {
        missingPredicates: { type: 'array', default: [] },
        satisfiedBy: { type: 'object', default: {} },
        refusedHere: { items: { $ref: '#/components/schemas/ComplianceRefusal' }, default: [] },
      },
    });
  });

  test('pages, trends and cursor lists carry what the graph states beyond its types', () => {
    for (const name of ['OrganizationPage', 'StandardPage', 'ControlPage', 'ApiKeyPage']) {
      expect(schemas[name]!.properties).toMatchObject({
        total: { type: 'integer', minimum: 0 },
        page: { type: 'integer', minimum: 1 },
        pageSize: { type: 'integer', minimum: 1 },
        totalPages: { type: 'integer', minimum: 1 },
      });
      expect(schemas[name]!.required).toEqual(['items', 'total', 'page', 'pageSize', 'totalPages']);
    }
    expect(schemas.TrendBucket!.properties.day).toMatchObject({ type: 'string', format: 'date' });
    expect(schemas.ComplianceTrendRead!.properties.windowDays).toMatchObject({ type: 'integer', minimum: 1 });
    expect(schemas.DetectionCursorPage!.properties).toMatchObject({
      nextCursor: { anyOf: [{ type: 'string' }, { type: 'null' }] },
      page: { type: 'null' },
      total: { type: 'null' },
    });
    expect(schemas.Detection!.required).toContain('resolvedAt');
    expect(schemas.OrganizationHealth).toEqual({
      type: 'string',
      enum: ['healthy', 'degraded', 'disconnected'],
      description: graph.getType('OrganizationHealth')!.description,
    });
  });

  test('a composed body flattens its parts in the order the router sends them', () => {
    expect(Object.keys(schemas.StandardWithControls!.properties)).toEqual([
      ...Object.keys(schemas.Standard!.properties),
      'controls',
    ]);
    expect(schemas.StandardWithControls!.required).toEqual([...schemas.Standard!.required, 'controls']);
    expect(Object.keys(schemas.CreatedApiKey!.properties)).toEqual([...Object.keys(schemas.ApiKey!.properties), 'key']);
  });

  test('every description of a generated record is the graph’s own', () => {
    const typeOf: Record<string, string> = {
      ComplianceGridRead: 'ComplianceGrid',
      ComplianceTrendRead: 'ComplianceTrend',
      StandardRollup: 'StatusCounts',
      DetectionCursorPage: 'DetectionConnection',
      StandardWithControls: 'CreatedStandard',
    };
    let checked = 0;
    for (const [name, component] of Object.entries(schemas)) {
      const type = graph.getType(typeOf[name] ?? name);
      if (!isObjectType(type) || !component.properties) continue;
      expect(component.description, name).toBe(type.description);
      const flattened = FLATTENED[name];
      const fields = { ...(flattened ? objectType(flattened).getFields() : {}), ...type.getFields() };
      for (const [key, property] of Object.entries(component.properties as Record<string, JsonSchema>)) {
        expect(fields[key], `${name}.${key}: no such field on the graph`).toBeDefined();
        expect(property.description, `${name}.${key}`).toBe(fields[key]!.description);
        checked += 1;
      }
    }
    expect(checked).toBeGreaterThan(100);
  });
});

/** Composed bodies: the type whose fields were flattened into the payload's. */
const FLATTENED: Record<string, string> = {
  StandardWithControls: 'Standard',
  CreatedApiKey: 'ApiKey',
  CreatedWebhook: 'Webhook',
};

function objectType(name: string): GraphQLObjectType {
  return graph.getType(name) as GraphQLObjectType;
}

describe('a new graph route needs nothing but its declaration', () => {
  test('an inline selection becomes a component named after its type, a fragment after the fragment', () => {
    const { body, components } = generate(
      `query Probe($id: UUID!) {
         organization(id: $id) { id name trend(days: 7) { windowDays buckets { day passCount } } }
       }`,
      ['organization'],
    );
    expect(body).toEqual({ $ref: '#/components/schemas/Organization' });
    expect(components.Organization).toEqual({
      type: 'object',
      description: expect.any(String),
      properties: {
        id: { type: 'string', format: 'uuid', description: 'Stable identifier; pass it as organizationId.' },
        name: { type: 'string', description: 'Display name of the client.' },
        trend: { $ref: '#/components/schemas/ComplianceTrendRead', description: expect.any(String) },
      },
      required: ['id', 'name', 'trend'],
      additionalProperties: false,
    });
    expect(Object.keys(components.TrendBucket.properties)).toEqual(['day', 'passCount']);

    const named = generate(
      `query Probe($id: UUID!) { standard(id: $id) { ...StandardSummary } }
       fragment StandardSummary on Standard { id slug }`,
      ['standard'],
    );
    expect(named.body).toEqual({ $ref: '#/components/schemas/StandardSummary' });
    expect(named.components.StandardSummary.required).toEqual(['id', 'slug']);
  });

  test('a path into the data, aliases, and fields under @include', () => {
    const { body, components } = generate(
      `query Probe($id: UUID!, $more: Boolean!) {
         standard(id: $id) { counts: rollup { pass fail @include(if: $more) } }
       }`,
      ['standard', 'counts'],
    );
    expect(body).toEqual({ $ref: '#/components/schemas/StandardRollup' });
    expect(components.StandardRollup.required).toEqual(['pass']);
    expect(Object.keys(components.StandardRollup.properties)).toEqual(['pass', 'fail']);
  });

  test('two different selections under one name, or a path that is not selected, fail with a reason', () => {
    const shared = new Components();
    generate('query Probe { organizations { items { id } } }', ['organizations'], undefined, shared);
    expect(() =>
      generate('query Probe { organizations { items { name } } }', ['organizations'], undefined, shared),
    ).toThrow(/two different response schemas are named Organization/);
    expect(() => generate('query Probe { organizations { total } }', ['standards'])).toThrow(
      /route probe: its result path names standards, which Query does not select/,
    );
    expect(() =>
      generate(
        'mutation Probe($input: CreateStandardInput!) { createStandard(input: $input) { controls { id } } }',
        ['createStandard'],
        'standard',
      ),
    ).toThrow(/it flattens standard, which CreatedStandard does not select/);
  });

  test('every graph route of the table is described (none falls back to a generic object)', () => {
    for (const route of routes.filter(isGraphRoute)) {
      const components = new Components();
      const body = graphResultSchema(graph, route, components);
      if (route.status === 204) expect(body, route.operationId).toBeUndefined();
      else expect(body, route.operationId).toEqual({ $ref: expect.stringMatching(/^#\/components\/schemas\//) });
    }
  });
});
