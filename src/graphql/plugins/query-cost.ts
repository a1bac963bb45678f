import {
  type DocumentNode,
  type FieldNode,
  type FragmentDefinitionNode,
  GraphQLError,
  type GraphQLField,
  type GraphQLNamedType,
  type GraphQLSchema,
  getNamedType,
  getNullableType,
  isInterfaceType,
  isListType,
  isObjectType,
  Kind,
  type OperationDefinitionNode,
  type SelectionSetNode,
  type ValidationContext,
  type ValidationRule,
  valueFromASTUntyped,
} from 'graphql';
import { MAX_PAGE_SIZE } from '../../domain/pagination.ts';

/**
 * The cost of an operation, before it runs: each field selected costs 2 (an object) or 1 (a
 * scalar), as in graphql-armor, plus what armor leaves out:
 *
 * - **page sizes**: a field taking `pageSize`, `limit`, `first` or `last` multiplies its list
 *   fields, and everything selected under them, by that size (read from the literal, the
 *   request's variables or the argument's default, and capped at the largest page a list serves).
 *   `organizations(pageSize: 100) { items { ... } }` costs its 100 items, nested lists multiply.
 * - **resolver work**: a field whose resolver runs database statements of its own for each parent
 *   declares it as `extensions: { cost: n }` on the schema, added to its own cost (the compliance
 *   grid, the trend).
 *
 * Armor's depth factor (×1.5 a level) is left out: nesting is bounded by the depth limit, and the
 * page sizes now say how many times a deep field really runs. Fragments count where they are
 * spread. Introspection (`__schema`, `__type`) is free, as in armor.
 */
export interface CostOptions {
  objectCost: number;
  scalarCost: number;
}

export const DEFAULT_COST_OPTIONS: CostOptions = { objectCost: 2, scalarCost: 1 };

const PAGE_ARGUMENTS = new Set(['pageSize', 'limit', 'first', 'last']);
const FREE_FIELDS = new Set(['__schema', '__type']);

type AnyField = GraphQLField<unknown, unknown>;

/** The resolver cost a field declares in its extensions (Pothos: `extensions: { cost: n }`). */
function declaredCost(field: AnyField | undefined): number {
  const cost = (field?.extensions as { cost?: unknown } | undefined)?.cost;
  return typeof cost === 'number' && cost > 0 ? cost : 0;
}

function pageSizeOf(node: FieldNode, field: AnyField | undefined, variables: Record<string, unknown>): number {
  if (!field) return 1;
  for (const argument of field.args) {
    if (!PAGE_ARGUMENTS.has(argument.name)) continue;
    const given = node.arguments?.find((a) => a.name.value === argument.name);
    const value = given ? valueFromASTUntyped(given.value, variables) : argument.defaultValue;
    if (typeof value === 'number' && Number.isFinite(value)) return Math.min(MAX_PAGE_SIZE, Math.max(1, value));
    return Math.min(MAX_PAGE_SIZE, Math.max(1, typeof argument.defaultValue === 'number' ? argument.defaultValue : 1));
  }
  return 1;
}

export function operationCost(
  schema: GraphQLSchema,
  document: DocumentNode,
  operation: OperationDefinitionNode,
  variables: Record<string, unknown> = {},
  options: CostOptions = DEFAULT_COST_OPTIONS,
): number {
  const fragments = new Map(
    document.definitions
      .filter((d): d is FragmentDefinitionNode => d.kind === Kind.FRAGMENT_DEFINITION)
      .map((d) => [d.name.value, d]),
  );
  const root =
    operation.operation === 'query'
      ? schema.getQueryType()
      : operation.operation === 'mutation'
        ? schema.getMutationType()
        : schema.getSubscriptionType();

  /**
   * The fields of a selection set, fragments flattened into it. `scale` is how many times the set
   * runs; `pageSize` multiplies the list fields in it (the page size of the field it belongs to).
   */
  function selectionCost(
    selectionSet: SelectionSetNode,
    parent: GraphQLNamedType | null | undefined,
    scale: number,
    pageSize: number,
    seen: ReadonlySet<string>,
  ): number {
    let total = 0;
    for (const selection of selectionSet.selections) {
      if (selection.kind === Kind.FIELD) {
        total += fieldCost(selection, parent, scale, pageSize, seen);
      } else if (selection.kind === Kind.INLINE_FRAGMENT) {
        const type = selection.typeCondition ? schema.getType(selection.typeCondition.name.value) : parent;
        total += selectionCost(selection.selectionSet, type, scale, pageSize, seen);
      } else {
        const name = selection.name.value;
        const fragment = fragments.get(name);
        // A cycle is a validation error of its own; here it only must not loop.
        if (!fragment || seen.has(name)) continue;
        const type = schema.getType(fragment.typeCondition.name.value);
        total += selectionCost(fragment.selectionSet, type, scale, pageSize, new Set([...seen, name]));
      }
    }
    return total;
  }

  function fieldCost(
    node: FieldNode,
    parent: GraphQLNamedType | null | undefined,
    scale: number,
    pageSize: number,
    seen: ReadonlySet<string>,
  ): number {
    if (FREE_FIELDS.has(node.name.value)) return 0;
    const field =
      parent && (isObjectType(parent) || isInterfaceType(parent)) ? parent.getFields()[node.name.value] : undefined;
    const runs = field && isListType(getNullableType(field.type)) ? scale * pageSize : scale;
    const own = (node.selectionSet ? options.objectCost : options.scalarCost) + declaredCost(field);
    if (!node.selectionSet) return own * runs;
    const children = selectionCost(
      node.selectionSet,
      field ? getNamedType(field.type) : undefined,
      runs,
      pageSizeOf(node, field, variables),
      seen,
    );
    return own * runs + children;
  }

  return root ? selectionCost(operation.selectionSet, root, 1, 1, new Set()) : 0;
}

/**
 * The validation rule: every operation of the document over `maxCost` is reported, worded as
 * armor words it. `variables` are the request's, so a page size sent as a variable counts.
 */
export function queryCostRule(maxCost: number, variables: Record<string, unknown> = {}): ValidationRule {
  return (context: ValidationContext) => ({
    OperationDefinition(operation) {
      const cost = operationCost(context.getSchema(), context.getDocument(), operation, variables);
      if (cost > maxCost) {
        context.reportError(new GraphQLError(`Query Cost limit of ${maxCost} exceeded, found ${cost}.`, { nodes: [] }));
      }
      return false;
    },
  });
}
