import { GraphQLEnumType } from 'graphql';
import { schema as graph } from '../schema/index.ts';
import type { JsonSchema } from './pydantic/core.ts';

/**
 * JSON Schemas (draft 2020-12, as OpenAPI 3.1 uses them) of the REST v1 wire records, published
 * as `components.schemas` of the OpenAPI document. Routes point at them with `ref(name)` in their
 * `responseSchema`. Records are closed (`additionalProperties: false`) so that the contract test,
 * which validates real responses against the served document, catches a field added by mistake.
 */

/** Enumerations come from the graph, so the document cannot list a value the graph does not have. */
function graphEnum(name: string, description?: string): JsonSchema {
  const type = graph.getType(name);
  if (!(type instanceof GraphQLEnumType)) throw new Error(`the graph has no enum ${name}`);
  const text = description ?? type.description;
  return {
    type: 'string',
    enum: type.getValues().map((value) => value.value as string),
    ...(text ? { description: text } : {}),
  };
}

const uuid: JsonSchema = { type: 'string', format: 'uuid' };
const dateTime: JsonSchema = { type: 'string', format: 'date-time' };
const text: JsonSchema = { type: 'string' };
const integer: JsonSchema = { type: 'integer' };
const boolean: JsonSchema = { type: 'boolean' };
const strings: JsonSchema = { type: 'array', items: text };
const freeForm = (description?: string): JsonSchema => ({
  type: 'object',
  additionalProperties: true,
  ...(description === undefined ? {} : { description }),
});
const stringListMap = (description: string): JsonSchema => ({
  type: 'object',
  additionalProperties: strings,
  description,
});
const nullable = (schema: JsonSchema): JsonSchema => ({ anyOf: [schema, { type: 'null' }] });

interface RecordSchema extends JsonSchema {
  properties: Record<string, JsonSchema>;
  required: string[];
}

/** An object whose listed `required` keys must be present and which has no other keys. */
function record(
  description: string,
  properties: Record<string, JsonSchema>,
  required: readonly string[] = Object.keys(properties),
): RecordSchema {
  return { type: 'object', description, properties, required: [...required], additionalProperties: false };
}

function page(itemName: string, description: string): JsonSchema {
  return record(description, {
    items: { type: 'array', items: at(itemName) },
    total: { ...integer, minimum: 0, description: 'Number of items matching the filters, over all pages.' },
    page: { ...integer, minimum: 1, description: "This page's number, starting at 1." },
    pageSize: { ...integer, minimum: 1, description: 'The page size used.' },
    totalPages: {
      ...integer,
      minimum: 1,
      description: 'Number of pages, never 0: continue until page equals totalPages.',
    },
  });
}

function cursorPage(itemName: string, description: string): JsonSchema {
  return record(`${description} The cursor is opaque: never parse or build it.`, {
    items: { type: 'array', items: at(itemName) },
    nextCursor: { ...nullable(text), description: 'Pass as `cursor` for the next slice; null at the end.' },
    hasMore: boolean,
    page: { type: 'null', description: 'Always null: cursor lists have no page number.' },
    total: { type: 'null', description: 'Always null: cursor lists do not count.' },
  });
}

const standard = record('A group of controls. A created standard starts inactive.', {
  id: uuid,
  slug: text,
  name: text,
  description: text,
  version: integer,
  enabled: boolean,
  controlCount: integer,
  organizationCount: {
    ...integer,
    description:
      "Organizations that have had a control of this standard evaluated at least once (not the tenant's total).",
  },
  rollup: at('StandardRollup'),
  createdAt: dateTime,
  updatedAt: dateTime,
});

export const SCHEMAS = {
  ControlStatus: graphEnum('ControlStatus'),
  Severity: graphEnum('Severity'),
  Autonomy: graphEnum('Autonomy'),
  IntegrationStatus: graphEnum('IntegrationStatus'),
  OrganizationHealth: graphEnum('OrganizationHealth'),
  DetectionStatus: graphEnum('DetectionStatus'),

  Organization: record('An organization (client) list item.', {
    id: uuid,
    name: text,
    health: { $ref: '#/components/schemas/OrganizationHealth' },
    createdAt: dateTime,
    updatedAt: dateTime,
  }),
  OrganizationPage: page('Organization', 'A page of organizations, ordered by name then id.'),

  ComplianceRefusal: record(
    'A connector, connected and mapped to the organization, that explicitly declines to emit a required predicate.',
    {
      connector: text,
      reason: { ...text, description: "The connector's own declared text, carried through unchanged." },
    },
  ),
  DegradedCoverageEntry: record('A predicate whose only suppliers here have stopped delivering live facts.', {
    typeCode: text,
    predicate: text,
    status: { $ref: '#/components/schemas/IntegrationStatus' },
  }),
  ComplianceRowDetail: record(
    'Why a row needs explaining. Reason A (status not_covered): missingPredicates, satisfiedBy, connectedHere and refusedHere are populated and degradedCoverage is empty. Reason B (pass, fail or no_data evaluated against degraded live coverage): only degradedCoverage is populated.',
    {
      missingPredicates: { ...strings, default: [] },
      satisfiedBy: { ...stringListMap('Predicate -> connector type codes that supply it here.'), default: {} },
      connectedHere: { ...strings, default: [] },
      refusedHere: { type: 'array', items: at('ComplianceRefusal'), default: [] },
      degradedCoverage: { type: 'array', items: at('DegradedCoverageEntry'), default: [] },
    },
    [],
  ),
  ComplianceRow: record(
    'The latest evaluation of one control for one organization, with its effective settings resolved server-side.',
    {
      ruleId: uuid,
      ruleName: text,
      standardId: uuid,
      standardName: text,
      category: text,
      severity: at('Severity'),
      status: at('ControlStatus'),
      subjectsEvaluated: integer,
      subjectsFailing: integer,
      detail: nullable(at('ComplianceRowDetail')),
      evaluatedAt: {
        ...nullable(dateTime),
        description: 'When this control was last evaluated; judge freshness from it.',
      },
      standardVersion: nullable(integer),
      effectiveEnabled: boolean,
      parameters: freeForm(),
      effectiveParameters: freeForm("Parameters after the organization's override."),
      requiredPredicates: strings,
      sourceTypeCodes: stringListMap(
        'Required predicate -> connector types mapped to this organization that supply it.',
      ),
      sourceOptions: stringListMap('Required predicate -> every connector type in the catalog that could supply it.'),
      connectedSourceTypeCodes: strings,
      isOverridden: boolean,
      disabledReason: nullable(text),
      disabledByName: nullable(text),
      disabledAt: nullable(dateTime),
      openDetectionCount: integer,
    },
    [
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
    ],
  ),
  ComplianceGridRead: record('The latest evaluation of every control for one organization.', {
    organizationId: uuid,
    organizationName: text,
    rollup: {
      $ref: '#/components/schemas/ControlStatus',
      description:
        'The single worst-case status (fail > no_data > not_covered > pass > not_applicable); no rows is no_data.',
    },
    items: { type: 'array', items: at('ComplianceRow') },
  }),

  TrendBucket: record("Counts of the organization's controls by latest status at the end of one UTC day.", {
    day: { type: 'string', format: 'date' },
    passCount: integer,
    failCount: integer,
    noDataCount: integer,
    notCoveredCount: integer,
    notApplicableCount: integer,
  }),
  ComplianceTrendRead: record('Per-day status counts: exactly windowDays buckets, oldest first, ending today (UTC).', {
    organizationId: uuid,
    organizationName: text,
    windowDays: { ...integer, minimum: 1 },
    buckets: { type: 'array', items: at('TrendBucket') },
  }),

  Control: record('A control (detection rule) of a standard.', {
    id: uuid,
    standardId: uuid,
    name: text,
    slug: text,
    category: text,
    severity: at('Severity'),
    autonomy: at('Autonomy'),
    enabled: boolean,
    parameters: freeForm(),
    definition: freeForm('`match.predicate` names the predicate; `expect` maps a field to the value it must equal.'),
    requires: strings,
    createdAt: dateTime,
    updatedAt: dateTime,
    description: text,
  }),
  ControlPage: page('Control', 'A page of controls, ordered by category, name, then id.'),

  StandardRollup: record(
    "One count per ControlStatus value, over every organization's latest evaluation of every control.",
    {
      pass: integer,
      fail: integer,
      noData: integer,
      notCovered: integer,
      notApplicable: integer,
    },
  ),
  Standard: standard,
  StandardPage: page('Standard', 'A page of standards, ordered by name then id.'),
  StandardWithControls: {
    ...standard,
    description: 'A created standard: the Standard record plus the controls created with it.',
    properties: { ...standard.properties, controls: { type: 'array', items: at('Control') } },
    required: [...standard.required, 'controls'],
  },

  Detection: record('A finding linked to a control evaluation; the grid counts the open ones per control.', {
    id: uuid,
    organizationId: uuid,
    ruleId: uuid,
    standardId: uuid,
    evaluationId: uuid,
    status: at('DetectionStatus'),
    severity: at('Severity'),
    title: text,
    subject: text,
    evidence: freeForm(),
    firstSeenAt: dateTime,
    lastSeenAt: dateTime,
    resolvedAt: { ...nullable(dateTime), description: 'Null while open.' },
  }),
  DetectionCursorPage: record('A cursor-based list, newest first. The cursor is opaque: never parse or build it.', {
    items: { type: 'array', items: at('Detection') },
    nextCursor: { ...nullable(text), description: 'Pass as `cursor` for the next slice; null at the end.' },
    hasMore: boolean,
    page: { type: 'null', description: 'Always null: cursor lists have no page number.' },
    total: { type: 'null', description: 'Always null: cursor lists do not count.' },
  }),

  StatusCounts: record('One count per ControlStatus value.', {
    pass: integer,
    fail: integer,
    noData: integer,
    notCovered: integer,
    notApplicable: integer,
  }),
  FleetOrganization: record(
    'An organization with its standing: the rollup of its grid, its grid rows by status, and its score.',
    {
      id: uuid,
      name: text,
      health: at('OrganizationHealth'),
      rollup: {
        $ref: '#/components/schemas/ControlStatus',
        description: 'The worst-case status of its grid; no rows is no_data.',
      },
      statusCounts: at('StatusCounts'),
      score: {
        ...nullable({ type: 'number', minimum: 0, maximum: 100 }),
        description:
          "AWS Security Hub's security score: 100 * pass / (pass + fail), one decimal; null when no control passed or failed.",
      },
    },
  ),
  FleetOrganizationCursorPage: cursorPage(
    'FleetOrganization',
    'Organizations with their standing, by name, by cursor.',
  ),
  FleetSummary: record("The tenant's whole fleet at a glance.", {
    organizations: { ...integer, minimum: 0 },
    byRollup: { ...at('StatusCounts'), description: 'Organizations by their rollup.' },
    statusCounts: { ...at('StatusCounts'), description: 'Grid rows of every organization by status.' },
    score: {
      ...nullable({ type: 'number', minimum: 0, maximum: 100 }),
      description: 'The security score over every grid row of the fleet; null when none passed or failed.',
    },
  }),
  Evaluation: record('One evaluation of one control for one organization, as recorded then.', {
    id: uuid,
    status: at('ControlStatus'),
    subjectsEvaluated: integer,
    subjectsFailing: integer,
    evaluatedAt: dateTime,
    standardVersion: nullable(integer),
    detail: { ...nullable(freeForm()), description: 'Coverage detail as judged then; null when none applied.' },
  }),
  EvaluationCursorPage: cursorPage('Evaluation', 'Evaluations, newest first, by cursor.'),

  AuthReference: record(
    'How to authenticate against this deployment, generated from the permission model and the route table.',
    {
      schemes: {
        type: 'array',
        items: record('An HTTP authentication scheme.', {
          name: text,
          type: { type: 'string', const: 'http' },
          scheme: { type: 'string', const: 'bearer' },
          header: text,
          format: text,
        }),
      },
      credentialKinds: {
        type: 'array',
        items: record('A kind of credential.', {
          kind: { type: 'string', enum: ['api_key', 'access_token', 'refresh_token'] },
          form: text,
          prefix: nullable(text),
          lifetime: text,
          obtainedFrom: text,
          acceptedFor: text,
        }),
      },
      permissions: strings,
      roles: {
        type: 'array',
        items: record('A role: a fixed bundle of permissions.', { name: text, permissions: strings }),
      },
      mcpScopes: strings,
      operations: {
        type: 'array',
        items: record('What one REST operation asks of its caller.', {
          method: { type: 'string', enum: ['GET', 'POST', 'PATCH', 'DELETE'] },
          path: text,
          permission: nullable(text),
          humanTokenOnly: boolean,
        }),
      },
    },
  ),
  McpReference: record('The MCP server of this deployment and its tools.', {
    enabled: boolean,
    endpoint: text,
    transport: { type: 'string', const: 'streamable-http' },
    tools: {
      type: 'array',
      items: record('An MCP tool.', {
        name: text,
        description: text,
        inputSchema: freeForm('JSON Schema of the arguments, as tools/list advertises it.'),
        scopes: strings,
        permissions: strings,
      }),
    },
  }),
  OpenApiDocument: freeForm('This OpenAPI 3.1.0 document.'),

  // FastAPI's own definitions, word for word.
  ValidationError: {
    type: 'object',
    title: 'ValidationError',
    properties: {
      loc: { type: 'array', title: 'Location', items: { anyOf: [{ type: 'string' }, { type: 'integer' }] } },
      msg: { type: 'string', title: 'Message' },
      type: { type: 'string', title: 'Error Type' },
      input: { title: 'Input' },
      ctx: { type: 'object', title: 'Context' },
    },
    required: ['loc', 'msg', 'type'],
  },
  HTTPValidationError: {
    type: 'object',
    title: 'HTTPValidationError',
    properties: { detail: { type: 'array', title: 'Detail', items: at('ValidationError') } },
  },
  ErrorBody: record('Every error other than a 422: one sentence, never a stack trace.', { detail: text }),
} satisfies Record<string, JsonSchema>;

export type SchemaName = keyof typeof SCHEMAS;

/** A reference to one of the components above. */
export function ref(name: SchemaName): JsonSchema {
  return at(name);
}

function at(name: string): JsonSchema {
  return { $ref: `#/components/schemas/${name}` };
}
