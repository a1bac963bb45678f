import { Readable } from 'node:stream';
import type { GraphQLSchema } from 'graphql';
import { type CsvColumn, csvHeader, csvRecords } from '../domain/csv.ts';
import { type JsonSchema, toJsonSchema } from './pydantic/core.ts';
import type { RequestDecl } from './pydantic/request.ts';
import { enumOf } from './pydantic/validators/enum.ts';
import { Components, graphResultSchema } from './response-schema.ts';
import { type DocumentRoute, documentRoute, type GraphRoute, type GraphRunner, resultBody } from './route.ts';

/**
 * CSV exports of the list routes (DECISIONS, Exports). An export is declared from its list: the
 * list's own parameters (its paging ones aside) and validation, the list's GraphQL operation run
 * page after page at the list's largest page size, and columns generated from the list item's
 * response schema (the one the OpenAPI document publishes), so a field added to the list appears
 * in its export. Each page is written as it arrives and the next one is read only when the client
 * has taken it, so memory stays at one page whatever the row count.
 */

// biome-ignore lint/suspicious/noExplicitAny: any list route of the table
type ListRoute = GraphRoute<any, any, any>;

/** The list parameters an export drives itself: a cursor list's `cursor` and `limit`. */
const PAGING = ['cursor', 'limit'] as const;

export const formatQuery = {
  format: enumOf(['csv'], { default: 'csv', description: 'The file format; only `csv`.' }),
};

interface ListBody {
  items: unknown[];
  nextCursor?: string | null;
}

const deref = (schema: JsonSchema, components: Record<string, JsonSchema>): JsonSchema => {
  const ref = schema.$ref;
  if (typeof ref === 'string') return deref(components[ref.split('/').at(-1)!]!, components);
  const nullable = (schema.anyOf as JsonSchema[] | undefined)?.filter((option) => option.type !== 'null');
  return nullable?.length === 1 ? deref(nullable[0]!, components) : schema;
};

/** Records with named fields become dotted columns; lists and free-form JSON stay one cell each. */
function columnsOf(schema: JsonSchema, components: Record<string, JsonSchema>, prefix: string[]): CsvColumn[] {
  const resolved = deref(schema, components);
  const properties = resolved.properties as Record<string, JsonSchema> | undefined;
  if (resolved.type !== 'object' || !properties || Object.keys(properties).length === 0) return [prefix];
  return Object.entries(properties).flatMap(([key, inner]) => columnsOf(inner, components, [...prefix, key]));
}

/** The columns of a list's items, from its response schema. */
export function listColumns(graph: GraphQLSchema, list: ListRoute): CsvColumn[] {
  const components = new Components();
  const body = graphResultSchema(graph, list, components);
  const all = components.toObject();
  const items = (deref(body!, all).properties as Record<string, JsonSchema>).items!;
  return columnsOf(items.items as JsonSchema, all, []);
}

const columnsCache = new WeakMap<ListRoute, CsvColumn[]>();

function columnsFor(graph: GraphQLSchema, list: ListRoute): CsvColumn[] {
  let columns = columnsCache.get(list);
  if (!columns) {
    columns = listColumns(graph, list);
    columnsCache.set(list, columns);
  }
  return columns;
}

/** The list's query declaration without its paging parameters, plus `format`. */
function exportQuery(list: ListRoute) {
  const query: Record<string, unknown> = { ...(list.request as RequestDecl).query };
  for (const name of PAGING) delete query[name];
  return { ...query, ...formatQuery } as typeof formatQuery;
}

/** The list's largest page size, read from its own `limit` declaration. */
function largestPage(list: ListRoute): number | undefined {
  const limit = (list.request as RequestDecl).query?.limit;
  return limit ? (toJsonSchema(limit).maximum as number) : undefined;
}

const today = () => new Date().toISOString().slice(0, 10);

async function* pages(first: ListBody, next: (cursor: string) => Promise<ListBody>, columns: CsvColumn[]) {
  yield Buffer.from(csvHeader(columns) + csvRecords(columns, first.items));
  let cursor = first.nextCursor;
  while (cursor) {
    const page = await next(cursor);
    yield Buffer.from(csvRecords(columns, page.items));
    cursor = page.nextCursor;
  }
}

/** The export route of `list`. `name` gives the file name's `<what>` from the validated path. */
export function csvExport(
  list: ListRoute,
  declaration: Pick<DocumentRoute<RequestDecl>, 'operationId' | 'path' | 'summary' | 'description'> & {
    name(path: Record<string, string>): string;
  },
) {
  const limit = largestPage(list);
  const request = { ...(list.request as RequestDecl), query: exportQuery(list) };
  return documentRoute({
    operationId: declaration.operationId,
    method: 'GET',
    path: declaration.path,
    tag: list.tag,
    summary: declaration.summary,
    description: declaration.description,
    permission: list.permission,
    request,
    status: 200,
    produces: 'text/csv',
    async render({ input, graph }) {
      const { format: _csv, ...filters } = input.query as Record<string, unknown>;
      const page = (cursor: string | null) => readPage(graph, list, { ...input, query: { ...filters, cursor, limit } });
      // Read before answering: a refusal (a foreign organization, a missing permission) is still JSON.
      const first = await page(null);
      const columns = columnsFor(graph.schema, list);
      return {
        contentType: 'text/csv',
        filename: `${declaration.name((input as { path?: Record<string, string> }).path ?? {})}-${today()}.csv`,
        body: Readable.from(pages(first, page, columns), { objectMode: false }),
      };
    },
  });
}

async function readPage(graph: GraphRunner, list: ListRoute, input: unknown): Promise<ListBody> {
  const data = await graph.run(list.operation, list.variables(input as never));
  return resultBody(list, data) as ListBody;
}
