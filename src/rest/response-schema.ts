import {
  type DocumentNode,
  type FieldNode,
  type FragmentDefinitionNode,
  type GraphQLField,
  GraphQLNonNull,
  type GraphQLObjectType,
  type GraphQLOutputType,
  type GraphQLSchema,
  isEnumType,
  isListType,
  isNonNullType,
  isObjectType,
  isScalarType,
  Kind,
  type OperationDefinitionNode,
  type SelectionNode,
  type SelectionSetNode,
} from 'graphql';
import type { JsonSchema } from './pydantic/core.ts';
import type { CursorList } from './route.ts';

/**
 * The JSON Schema (draft 2020-12, as OpenAPI 3.1 uses it) of a graph route's wire body, generated
 * from the route's own GraphQL selection and the graph's descriptions: a body and its description
 * come from one declaration, so they cannot drift apart.
 *
 * - A selection that is one named fragment becomes a component named after the fragment, without
 *   its `Record` suffix (`...StandardRecord` -> `Standard`); any other selection of an object type
 *   becomes a component named after the type (`OrganizationPage`), or its v1 name (below).
 * - Non-null fields are plain, nullable ones `anyOf` with `{type: null}`, lists `array`, enums a
 *   `$ref` to a component listing the graph's values, scalars their `extensions.jsonSchema` (the
 *   graphql-scalars convention: `UUID` -> `format: uuid`, `JSONObject` -> a free-form object).
 * - A field may state what its GraphQL type cannot (a minimum, a map of string lists, a date in a
 *   String) in its own `extensions.jsonSchema`, which then replaces what the type would give.
 * - Records are closed (`additionalProperties: false`) and every selected field is required,
 *   except fields under `@include`/`@skip` and the v1 contract's optional fields (below).
 */

/** Component names v1 clients already generate code from, where they differ from the graph's type names. */
const V1_COMPONENT_NAMES: Readonly<Record<string, string>> = {
  ComplianceGrid: 'ComplianceGridRead',
  ComplianceTrend: 'ComplianceTrendRead',
  StatusCounts: 'StandardRollup',
  DetectionConnection: 'DetectionCursorPage',
  CreatedStandard: 'StandardWithControls',
};

/**
 * Fields the v1 contract marks optional, with the value a client assumes when one is absent
 * (interface specification: ComplianceRow, ComplianceRowDetail). The graph always sends them, so
 * only the contract can say so.
 */
const V1_OPTIONAL_FIELDS: Readonly<Record<string, Readonly<Record<string, { default?: unknown }>>>> = {
  ComplianceRow: {
    detail: {},
    evaluatedAt: {},
    standardVersion: {},
    disabledReason: {},
    disabledByName: {},
    disabledAt: {},
  },
  ComplianceRowDetail: {
    missingPredicates: { default: [] },
    satisfiedBy: { default: {} },
    connectedHere: { default: [] },
    refusedHere: { default: [] },
    degradedCoverage: { default: [] },
  },
};

const BUILT_IN_SCALARS: Readonly<Record<string, JsonSchema>> = {
  String: { type: 'string' },
  ID: { type: 'string' },
  Int: { type: 'integer' },
  Float: { type: 'number' },
  Boolean: { type: 'boolean' },
};

const canonical = (value: unknown): string =>
  JSON.stringify(value, (_key, inner: unknown) =>
    inner !== null && typeof inner === 'object' && !Array.isArray(inner)
      ? Object.fromEntries(Object.entries(inner).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))
      : inner,
  );

export const componentRef = (name: string): JsonSchema => ({ $ref: `#/components/schemas/${name}` });

/** `components.schemas` of the document. A name given twice must describe the same thing. */
export class Components {
  private readonly schemas = new Map<string, JsonSchema>();

  /** Registers `schema` under `name` and returns a `$ref` to it. */
  add(name: string, schema: JsonSchema, origin = name): JsonSchema {
    const known = this.schemas.get(name);
    if (known !== undefined && canonical(known) !== canonical(schema)) {
      throw new Error(
        `two different response schemas are named ${name} (${origin}): select ${name} with the same fields everywhere, or name one selection with a fragment`,
      );
    }
    this.schemas.set(name, schema);
    return componentRef(name);
  }

  /** By name, so a document's diff shows only what changed. */
  toObject(): Record<string, JsonSchema> {
    return Object.fromEntries([...this.schemas].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));
  }
}

interface SelectedField {
  field: GraphQLField<unknown, unknown>;
  nodes: FieldNode[];
  /** Every occurrence sits under `@include` or `@skip`. */
  conditional: boolean;
}

interface Properties {
  properties: Record<string, JsonSchema>;
  required: string[];
}

function describe(schema: JsonSchema, description: string | null | undefined): JsonSchema {
  return description ? { ...schema, description } : schema;
}

function extensionSchema(extensions: Readonly<Record<string, unknown>> | null | undefined): JsonSchema | undefined {
  const schema = extensions?.jsonSchema;
  return schema !== null && typeof schema === 'object' ? { ...(schema as JsonSchema) } : undefined;
}

/** Walks one operation document against the graph, registering the components it reaches. */
class SelectionWalker {
  private readonly fragments: Map<string, FragmentDefinitionNode>;
  readonly operation: OperationDefinitionNode;

  constructor(
    readonly schema: GraphQLSchema,
    document: DocumentNode,
    private readonly components: Components,
    readonly origin: string,
  ) {
    const operations = document.definitions.filter((d) => d.kind === Kind.OPERATION_DEFINITION);
    if (operations.length !== 1) throw this.error(`its document must hold exactly one operation`);
    this.operation = operations[0]!;
    this.fragments = new Map(
      document.definitions.filter((d) => d.kind === Kind.FRAGMENT_DEFINITION).map((d) => [d.name.value, d]),
    );
  }

  error(message: string): Error {
    return new Error(`${this.origin}: ${message}`);
  }

  rootType(): GraphQLObjectType {
    const root = this.schema.getRootType(this.operation.operation);
    if (!root) throw this.error(`the graph has no ${this.operation.operation} type`);
    return root;
  }

  /** The fields a selection set selects on `type`, by response key, fragments and duplicates merged. */
  collect(type: GraphQLObjectType, selectionSet: SelectionSetNode): Map<string, SelectedField> {
    const selected = new Map<string, SelectedField>();
    const visit = (selections: readonly SelectionNode[], underCondition: boolean) => {
      for (const selection of selections) {
        const conditional = underCondition || (selection.directives?.length ?? 0) > 0;
        if (selection.kind === Kind.FIELD) {
          const key = selection.alias?.value ?? selection.name.value;
          const field = type.getFields()[selection.name.value];
          if (!field) throw this.error(`${type.name}.${selection.name.value} is not described (no such field)`);
          const known = selected.get(key);
          if (known) {
            known.nodes.push(selection);
            known.conditional &&= conditional;
          } else selected.set(key, { field, nodes: [selection], conditional });
          continue;
        }
        const fragment =
          selection.kind === Kind.FRAGMENT_SPREAD ? this.fragment(selection.name.value) : { ...selection };
        const condition = fragment.typeCondition?.name.value ?? type.name;
        if (condition !== type.name)
          throw this.error(`a fragment on ${condition} inside ${type.name}: abstract types are not described yet`);
        visit(fragment.selectionSet.selections, conditional);
      }
    };
    visit(selectionSet.selections, false);
    return selected;
  }

  private fragment(name: string): FragmentDefinitionNode {
    const fragment = this.fragments.get(name);
    if (!fragment) throw this.error(`fragment ${name} is not in the document`);
    return fragment;
  }

  /** The object type a selected field leads to, for walking a result path through it. */
  objectAt(entry: SelectedField, key: string): { type: GraphQLObjectType; selectionSet: SelectionSetNode } {
    const type = isNonNullType(entry.field.type) ? entry.field.type.ofType : entry.field.type;
    if (!isObjectType(type)) throw this.error(`${key} is not an object (${String(entry.field.type)})`);
    return { type, selectionSet: merged(entry.nodes) };
  }

  properties(type: GraphQLObjectType, selectionSet: SelectionSetNode): Properties {
    const optional = V1_OPTIONAL_FIELDS[type.name] ?? {};
    const properties: Record<string, JsonSchema> = {};
    const required: string[] = [];
    for (const [key, entry] of this.collect(type, selectionSet)) {
      const contract = optional[entry.field.name];
      const value = extensionSchema(entry.field.extensions) ?? this.value(entry.field.type, entry.nodes);
      properties[key] = describe(
        contract && 'default' in contract ? { ...value, default: contract.default } : value,
        entry.field.description,
      );
      if (!entry.conditional && contract === undefined) required.push(key);
    }
    return { properties, required };
  }

  /** The component of an object selection, and a `$ref` to it. */
  object(type: GraphQLObjectType, selectionSet: SelectionSetNode): JsonSchema {
    const [only, ...others] = selectionSet.selections;
    const fragment =
      only?.kind === Kind.FRAGMENT_SPREAD && others.length === 0 && !only.directives?.length
        ? only.name.value
        : undefined;
    const name = fragment ? fragment.replace(/(?<=.)Record$/, '') : (V1_COMPONENT_NAMES[type.name] ?? type.name);
    return this.components.add(name, closedRecord(type.description, this.properties(type, selectionSet)), this.origin);
  }

  value(type: GraphQLOutputType, nodes: readonly FieldNode[]): JsonSchema {
    if (isNonNullType(type)) return this.nonNull(type.ofType, nodes);
    return { anyOf: [this.nonNull(type, nodes), { type: 'null' }] };
  }

  private nonNull(type: GraphQLOutputType, nodes: readonly FieldNode[]): JsonSchema {
    if (isListType(type)) return { type: 'array', items: this.value(type.ofType as GraphQLOutputType, nodes) };
    if (isObjectType(type)) return this.object(type, merged(nodes));
    if (isEnumType(type)) {
      return this.components.add(
        type.name,
        describe({ type: 'string', enum: type.getValues().map((value) => value.name) }, type.description),
        this.origin,
      );
    }
    if (isScalarType(type)) {
      const schema = extensionSchema(type.extensions) ?? BUILT_IN_SCALARS[type.name];
      if (!schema) throw this.error(`scalar ${type.name} has no extensions.jsonSchema to describe it`);
      return { ...schema };
    }
    throw this.error(`${type.name} is an abstract type: not described yet`);
  }
}

function merged(nodes: readonly FieldNode[]): SelectionSetNode {
  return { kind: Kind.SELECTION_SET, selections: nodes.flatMap((node) => node.selectionSet?.selections ?? []) };
}

function closedRecord(description: string | null | undefined, { properties, required }: Properties): JsonSchema {
  return {
    type: 'object',
    ...(description ? { description } : {}),
    properties,
    required,
    additionalProperties: false,
  };
}

/**
 * The schema of the wire body of a graph route (`result`, `flatten`: see GraphRoute), with every
 * component it reaches registered in `components`; undefined for a route with no body.
 */
export function graphResultSchema(
  schema: GraphQLSchema,
  route: {
    operationId: string;
    operation: DocumentNode;
    result?: readonly string[];
    flatten?: string;
    cursorList?: CursorList;
    notFound?: string;
  },
  components: Components,
): JsonSchema | undefined {
  if (route.result === undefined) return undefined;
  const walker = new SelectionWalker(schema, route.operation, components, `route ${route.operationId}`);
  let at = { type: walker.rootType(), selectionSet: walker.operation.selectionSet };
  let entry: SelectedField | undefined;
  for (const [index, key] of route.result.entries()) {
    if (entry) at = walker.objectAt(entry, route.result[index - 1]!);
    entry = walker.collect(at.type, at.selectionSet).get(key);
    if (!entry) throw walker.error(`its result path names ${key}, which ${at.type.name} does not select`);
  }
  if (!entry) throw walker.error('its result path is empty');
  if (route.cursorList) return cursorListSchema(walker, entry, route.result.at(-1)!, route.cursorList, components);
  if (route.flatten === undefined) {
    // A null result is a 404 (notFound): the 200 body is never null.
    const type = entry.field.type;
    return walker.value(
      route.notFound !== undefined && !isNonNullType(type) ? new GraphQLNonNull(type) : type,
      entry.nodes,
    );
  }

  const payload = walker.objectAt(entry, route.result.at(-1)!);
  const fields = walker.collect(payload.type, payload.selectionSet);
  const child = fields.get(route.flatten);
  if (!child) throw walker.error(`it flattens ${route.flatten}, which ${payload.type.name} does not select`);
  const inner = walker.objectAt(child, route.flatten);
  const own = walker.properties(inner.type, inner.selectionSet);
  const rest = walker.properties(payload.type, payload.selectionSet);
  delete rest.properties[route.flatten];
  for (const key of Object.keys(rest.properties)) {
    if (key in own.properties) throw walker.error(`flattening ${route.flatten} would give ${key} twice`);
  }
  const name = V1_COMPONENT_NAMES[payload.type.name] ?? payload.type.name;
  return components.add(
    name,
    closedRecord(payload.type.description, {
      properties: { ...own.properties, ...rest.properties },
      required: [...own.required, ...rest.required.filter((key) => key !== route.flatten)],
    }),
    walker.origin,
  );
}

/**
 * REST's cursor list of a Relay connection (see `cursorList` in src/rest/route.ts): the nodes the
 * connection selects become `items`, named `<item>CursorPage` like the detections list's.
 */
function cursorListSchema(
  walker: SelectionWalker,
  entry: SelectedField,
  key: string,
  shape: CursorList,
  components: Components,
) {
  const connection = walker.objectAt(entry, key);
  const edges = walker.collect(connection.type, connection.selectionSet).get('edges');
  if (!edges) throw walker.error(`its connection ${key} does not select edges`);
  const edgeType = walker.objectAt(
    { ...edges, field: { ...edges.field, type: unwrapList(edges.field.type) } },
    'edges',
  );
  const node = walker.collect(edgeType.type, edgeType.selectionSet).get('node');
  if (!node) throw walker.error(`its connection ${key} does not select edges { node }`);
  const item = walker.value(node.field.type, node.nodes);
  const itemName = typeof item.$ref === 'string' ? item.$ref.split('/').at(-1)! : connection.type.name;
  const name = shape === true ? `${itemName}CursorPage` : shape.name;
  // A list whose v1 record the graph still declares (the deprecated DetectionConnection,
  // OverrideConnection) keeps that record's descriptions.
  const recordName = Object.entries(V1_COMPONENT_NAMES).find(([, v1]) => v1 === name)?.[0] ?? name;
  const record = walker.schema.getType(recordName);
  const documented = isObjectType(record) ? record : null;
  const described = (key: string, fallback: string) => documented?.getFields()[key]?.description ?? fallback;
  const nullableText: JsonSchema = { anyOf: [{ type: 'string' }, { type: 'null' }] };
  const properties: Record<string, JsonSchema> = {
    items: { type: 'array', items: item },
    nextCursor: {
      ...nullableText,
      description: described('nextCursor', 'Pass as `cursor` for the next slice; null at the end.'),
    },
    hasMore: { type: 'boolean', description: described('hasMore', 'Whether another slice follows; stop when false.') },
  };
  if (documented?.getFields().items?.description) properties.items!.description = described('items', '');
  if (shape === true) {
    properties.page = {
      type: 'null',
      description: described('page', 'Always null: cursor lists have no page number.'),
    };
    properties.total = { type: 'null', description: described('total', 'Always null: cursor lists do not count.') };
  }
  const description =
    documented?.description ?? `${itemName} items by cursor. The cursor is opaque: never parse or build it.`;
  return components.add(
    name,
    closedRecord(description, { properties, required: Object.keys(properties) }),
    walker.origin,
  );
}

/** `[T!]!` -> `T`: the element type of a (non-null) list of objects. */
function unwrapList(type: GraphQLOutputType): GraphQLOutputType {
  const list = isNonNullType(type) ? type.ofType : type;
  return isListType(list) ? (list.ofType as GraphQLOutputType) : type;
}
