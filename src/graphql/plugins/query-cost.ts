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
 * spread, each fragment's cost worked out once, and the walk stops once over the budget, so the
 * work is linear in the document's size whatever its fragments multiply to. Introspection
 * (`__schema`, `__type`) is free, as in armor.
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

/**
 * The cost of a selection set run once, split by what the page size of the field it belongs to
 * multiplies: `fixed` (its non-list fields) and `perItem` (its list fields, each costing once per
 * item of the page). The set costs `scale × (fixed + pageSize × perItem)` where it runs `scale`
 * times, so a fragment's pair is the same wherever it is spread: it is worked out once.
 */
interface SetCost {
  fixed: number;
  perItem: number;
}

/** Thrown out of the walk once what is counted already is over the budget. */
class OverBudget {
  constructor(readonly found: number) {}
}

/** One operation's walk: each fragment's cost is worked out once, and the walk stops over the budget. */
class CostWalk {
  // A fragment spread twice in each of 30 nested fragments is 2^30 spreads but 30 walks.
  private readonly fragmentCosts = new Map<string, SetCost>();
  private readonly inProgress = new Set<string>();

  constructor(
    private readonly schema: GraphQLSchema,
    private readonly fragments: ReadonlyMap<string, FragmentDefinitionNode>,
    private readonly variables: Record<string, unknown>,
    private readonly options: CostOptions,
    private readonly budget: number,
  ) {}

  fragmentCost(name: string): SetCost {
    const known = this.fragmentCosts.get(name);
    if (known) return known;
    const fragment = this.fragments.get(name);
    // A cycle is a validation error of its own; here it only must not loop.
    if (!fragment || this.inProgress.has(name)) return { fixed: 0, perItem: 0 };
    this.inProgress.add(name);
    const cost = this.setCost(fragment.selectionSet, this.schema.getType(fragment.typeCondition.name.value));
    this.inProgress.delete(name);
    this.fragmentCosts.set(name, cost);
    return cost;
  }

  setCost(selectionSet: SelectionSetNode, parent: GraphQLNamedType | null | undefined): SetCost {
    let fixed = 0;
    let perItem = 0;
    for (const selection of selectionSet.selections) {
      let inner: SetCost;
      if (selection.kind === Kind.FIELD) {
        const field =
          parent && (isObjectType(parent) || isInterfaceType(parent))
            ? parent.getFields()[selection.name.value]
            : undefined;
        const cost = this.fieldCost(selection, field);
        inner =
          field && isListType(getNullableType(field.type)) ? { fixed: 0, perItem: cost } : { fixed: cost, perItem: 0 };
      } else if (selection.kind === Kind.INLINE_FRAGMENT) {
        inner = this.setCost(
          selection.selectionSet,
          selection.typeCondition ? this.schema.getType(selection.typeCondition.name.value) : parent,
        );
      } else {
        inner = this.fragmentCost(selection.name.value);
      }
      fixed += inner.fixed;
      perItem += inner.perItem;
      // Every scale and page size is at least 1, so a part over the budget puts the whole over it.
      if (fixed + perItem > this.budget) throw new OverBudget(fixed + perItem);
    }
    return { fixed, perItem };
  }

  /** One run of a field: its own cost and its selection's, at the field's page size. */
  fieldCost(node: FieldNode, field: AnyField | undefined): number {
    if (FREE_FIELDS.has(node.name.value)) return 0;
    const own = (node.selectionSet ? this.options.objectCost : this.options.scalarCost) + declaredCost(field);
    if (!node.selectionSet) return own;
    const children = this.setCost(node.selectionSet, field ? getNamedType(field.type) : undefined);
    return own + children.fixed + pageSizeOf(node, field, this.variables) * children.perItem;
  }
}

export function operationCost(
  schema: GraphQLSchema,
  document: DocumentNode,
  operation: OperationDefinitionNode,
  variables: Record<string, unknown> = {},
  options: CostOptions = DEFAULT_COST_OPTIONS,
  budget = Number.POSITIVE_INFINITY,
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
  if (!root) return 0;
  try {
    const cost = new CostWalk(schema, fragments, variables, options, budget).setCost(operation.selectionSet, root);
    return cost.fixed + cost.perItem;
  } catch (error) {
    if (error instanceof OverBudget) return error.found;
    throw error;
  }
}

/**
 * The validation rule: every operation of the document over `maxCost` is reported, worded as
 * armor words it. `variables` are the request's, so a page size sent as a variable counts. The
 * walk stops as soon as the cost counted so far is over `maxCost`: the figure reported is then
 * what was counted by that point (at least that much).
 */
export function queryCostRule(maxCost: number, variables: Record<string, unknown> = {}): ValidationRule {
  return (context: ValidationContext) => ({
    OperationDefinition(operation) {
      const cost = operationCost(
        context.getSchema(),
        context.getDocument(),
        operation,
        variables,
        DEFAULT_COST_OPTIONS,
        maxCost,
      );
      if (cost > maxCost) {
        context.reportError(new GraphQLError(`Query Cost limit of ${maxCost} exceeded, found ${cost}.`, { nodes: [] }));
      }
      return false;
    },
  });
}
