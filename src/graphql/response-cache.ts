import { createHash, createHmac } from 'node:crypto';
import {
  BREAK,
  type DocumentNode,
  type ExecutionResult,
  type GraphQLCompositeType,
  type GraphQLSchema,
  getOperationAST,
  isInterfaceType,
  isUnionType,
  print,
  TypeInfo,
  visit,
  visitWithTypeInfo,
} from 'graphql';
import type { Plugin } from 'graphql-yoga';
import type { Principal } from '../auth/principal.ts';
import type { SecretBox } from '../auth/secret-box.ts';
import type { Db } from '../data/client.ts';
import { readRevisions } from '../data/revisions.ts';
import type { Context } from '../schema/context.ts';
import { isVolatile } from '../schema/volatile.ts';

/**
 * The response cache, one module: the kept bytes and their keys (ResponseCache), which reads may be
 * kept (isCacheable), their ETags, and the graph's side of /graphql (its yoga plugin, `plugin()`). Every
 * surface holds the one instance and looks a read up by what it runs: REST (`rest:<operationId>`,
 * with its ETags and 304s: src/http/kept-answers.ts), MCP (`mcp:<tool>`), /graphql before yoga
 * (`graphql-http:<request hash>`: src/http/kept-answers.ts) and in yoga (`graphql:<document hash>`).
 */

/** The bytes the cache keeps by default (RESPONSE_CACHE_MAX_BYTES): bodies, plus their keys. */
export const DEFAULT_RESPONSE_CACHE_BYTES = 32 * 1024 * 1024;

/** An entry larger than this share of the bound is never kept: one export-sized body would empty the cache. */
const LARGEST_SHARE = 8;

/** One kept answer: its bytes, and the same bytes in each content coding a client asked for. */
interface Entry {
  body: Buffer;
  encoded: Map<string, Buffer> | undefined;
  /** What the entry counts against the bound: key, body and variants. */
  size: number;
}

/** One read of one caller now, as a surface looks it up. */
export interface Read {
  db: Db;
  now: Date;
  principal: Principal;
  /** The surface and what it runs, e.g. `rest:getOrganization`. */
  operation: string;
  variables: unknown;
}

/** A read's key and its kept body; undefined on a miss. */
export interface Lookup {
  key: string;
  kept: Buffer | undefined;
}

/** What the /graphql endpoint and the plugin share of one request (see `lookupRequest`). */
interface RequestState {
  revisions: string;
  kept: boolean;
}

/**
 * Answers of queries, kept as bytes (Buffers live outside the V8 heap) under a key that names
 * everything the answer depends on: the surface and operation, its variables, the caller's tenant,
 * credential kind, user and effective scopes, the revisions every write bumps in its own
 * transaction (src/data/revisions.ts) and the UTC day (for time-windowed reads such as the trend).
 * A write therefore changes the key of every answer it could change, on every replica at once: an
 * entry is never invalidated, it is simply not asked for again and ages out, least recently used
 * first, once the bytes reach the bound.
 */
export class ResponseCache {
  private readonly entries = new Map<string, Entry>();
  private used = 0;
  /** Lookups answered from the cache, and those that were not (for /metrics and the bench). */
  hits = 0;
  misses = 0;
  /** Compressed variants served as kept, and those compressed (once per entry and coding while kept). */
  encodedHits = 0;
  encodings = 0;

  /** Per-request state of /graphql, by the node request yoga is handed (yoga's way: a WeakMap by request). */
  private readonly requests = new WeakMap<object, RequestState>();

  constructor(readonly maxBytes: number = DEFAULT_RESPONSE_CACHE_BYTES) {}

  /**
   * The way in for a read: its key and what is kept under it. Within a /graphql request that the
   * endpoint looked up first (`request`), the key is built with the revisions it read.
   */
  async lookup(read: Read, request?: object): Promise<Lookup> {
    const revisions = request === undefined ? undefined : this.requests.get(request)?.revisions;
    const key = await this.keyFor(read.db, read.now, read.principal, read.operation, read.variables, revisions);
    return { key, kept: this.get(key) };
  }

  /**
   * The /graphql endpoint's lookup of a request as sent, before yoga parses it. The revisions it
   * reads are kept for the plugin's lookup of the same request (read before the data, so what is
   * built is at least as new): one statement per request, not two. Its miss is not counted: the
   * plugin's lookup follows, so a read that executes is one miss.
   */
  async lookupRequest(read: Read, request: object): Promise<Lookup> {
    const revisions = await this.revisionsFor(read.db, read.principal);
    this.requests.set(request, { revisions, kept: false });
    const key = await this.keyFor(read.db, read.now, read.principal, read.operation, read.variables, revisions);
    return { key, kept: this.get(key, { countMiss: false }) };
  }

  /** Whether the plugin answered this request from the cache or kept its answer: the endpoint keeps its bytes then. */
  keptAnswerOf(request: object): boolean {
    return this.requests.get(request)?.kept === true;
  }

  private markKept(request: object | undefined): void {
    const state = request === undefined ? undefined : this.requests.get(request);
    if (state) state.kept = true;
  }

  /**
   * The graph's side of /graphql: a query's result kept as JSON bytes under its document's hash,
   * operation name and variables, and served again, re-parsed, without executing. A result with
   * an error (a refusal, a partial result) is never kept. What it keeps or serves it records for
   * the endpoint's request (`keptAnswerOf`), which keeps yoga's bytes too, so a repeat there is not
   * even parsed.
   */
  plugin(): Plugin {
    return {
      onExecute: async ({ args, setResultAndStopExecution }) => {
        const context = args.contextValue as unknown as Context & { req?: object };
        if (context.principal.kind === 'anonymous') return;
        if (!isCacheable(args.schema, args.document, args.operationName)) return;
        const operation = `graphql:${documentHash(args.document)}:${args.operationName ?? ''}`;
        const read = { db: context.rootDb, now: context.clock.now(), principal: context.principal };
        const { key, kept } = await this.lookup({ ...read, operation, variables: args.variableValues }, context.req);
        if (kept !== undefined) {
          this.markKept(context.req);
          setResultAndStopExecution(JSON.parse(kept.toString('utf8')) as ExecutionResult);
          return;
        }
        return {
          onExecuteDone: ({ result }) => {
            if (!isPlainResult(result) || result.errors !== undefined || 'incremental' in result) return;
            this.set(key, Buffer.from(JSON.stringify(result)));
            this.markKept(context.req);
          },
        };
      },
    };
  }

  /** The key of one read by this caller now: one cheap statement (the revisions). */
  async keyFor(
    db: Db,
    now: Date,
    principal: Principal,
    operation: string,
    variables: unknown,
    /** Revisions this request already read (revisionsFor): one read serves its every lookup. */
    read?: string,
  ): Promise<string> {
    const revisions = read ?? (await this.revisionsFor(db, principal));
    const scopes = [...principal.scopes].sort().join(',');
    const day = now.toISOString().slice(0, 10);
    return [
      operation,
      principal.tenantId,
      principal.kind,
      principal.userId ?? '',
      scopes,
      revisions,
      day,
      JSON.stringify(variables ?? null),
    ].join('\n');
  }

  /** What the caller's reads depend on now (src/data/revisions.ts): one statement. */
  revisionsFor(db: Db, principal: Principal): Promise<string> {
    return readRevisions(db, principal.tenantId);
  }

  /**
   * The kept body, or undefined. `countMiss: false` for a lookup that a later one of the same read
   * follows (the /graphql endpoint's, before the plugin's), so a read that executes is one miss.
   */
  get(key: string, options: { countMiss?: boolean } = {}): Buffer | undefined {
    const entry = this.entries.get(key);
    if (entry === undefined) {
      if (options.countMiss !== false) this.misses++;
      return undefined;
    }
    this.hits++;
    // Most recently used last: Map keeps insertion order, so eviction takes from the front.
    this.entries.delete(key);
    this.entries.set(key, entry);
    return entry.body;
  }

  set(key: string, body: Buffer): void {
    const size = key.length + weightOf(body);
    if (size > this.maxBytes / LARGEST_SHARE) return;
    this.drop(key);
    this.makeRoom(size);
    this.entries.set(key, { body, encoded: undefined, size });
    this.used += size;
  }

  /** The entry's body in a content coding, when one was kept (`keepEncoded`); does not reorder. */
  getEncoded(key: string, coding: string): Buffer | undefined {
    const bytes = this.entries.get(key)?.encoded?.get(coding);
    if (bytes !== undefined) this.encodedHits++;
    return bytes;
  }

  /**
   * Keeps `bytes`, the entry's body in `coding`, with the entry: counted in the bound and evicted
   * with it. Nothing is kept when the entry is gone (evicted meanwhile) or would outgrow its share.
   */
  keepEncoded(key: string, coding: string, bytes: Buffer): void {
    this.encodings++;
    const entry = this.entries.get(key);
    if (entry === undefined || entry.encoded?.has(coding)) return;
    const size = weightOf(bytes);
    if (entry.size + size > this.maxBytes / LARGEST_SHARE) return;
    // Room is made among the others: the entry itself stays, as the most recently used.
    this.entries.delete(key);
    this.used -= entry.size;
    this.makeRoom(entry.size + size);
    entry.encoded = (entry.encoded ?? new Map()).set(coding, bytes);
    entry.size += size;
    this.entries.set(key, entry);
    this.used += entry.size;
  }

  private drop(key: string): void {
    const entry = this.entries.get(key);
    if (entry === undefined) return;
    this.entries.delete(key);
    this.used -= entry.size;
  }

  /** Evicts least recently used entries until `size` more bytes fit. */
  private makeRoom(size: number): void {
    while (this.used + size > this.maxBytes) {
      const oldest = this.entries.keys().next().value;
      if (oldest === undefined) break;
      this.drop(oldest);
    }
  }

  /** Bytes held (keys, bodies and their variants), never above `maxBytes`. */
  get bytes(): number {
    return this.used;
  }

  get size(): number {
    return this.entries.size;
  }
}

const documentHashes = new WeakMap<DocumentNode, string>();

/** yoga parses a query text once and hands the same document on: hashed once per document. */
function documentHash(document: DocumentNode): string {
  let hash = documentHashes.get(document);
  if (hash === undefined) {
    hash = createHash('sha256').update(print(document)).digest('base64url');
    documentHashes.set(document, hash);
  }
  return hash;
}

function isPlainResult(result: unknown): result is ExecutionResult {
  return typeof result === 'object' && result !== null && !(Symbol.asyncIterator in result);
}

/** A Buffer's weight in the bound: its bytes plus a small header (a key is counted one byte a character). */
function weightOf(bytes: Buffer): number {
  return bytes.length + 64;
}

/** The label of the ETag key derived from SECRET_KEY (src/auth/secret-box.ts). */
const ETAG_KEY_LABEL = 'response-cache etag v1';

/**
 * ETags of kept answers: an HMAC of the key under a key derived from SECRET_KEY, so the same on
 * every replica. A plain hash of the key would be forgeable, since its parts (tenant id, scopes,
 * small revision counters, variables) can be guessed, and a guessed If-None-Match would answer 304
 * where tenancy says 404. A weak validator: a compressed and an identity answer are the same
 * representation's bytes.
 */
export function etagSigner(secrets: Pick<SecretBox, 'derive'>): (key: string) => string {
  const secret = secrets.derive(ETAG_KEY_LABEL);
  return (key) => `W/"${createHmac('sha256', secret).update(key).digest('base64url').slice(0, 32)}"`;
}

/**
 * Whether an If-None-Match header names this ETag (weak comparison, as RFC 9110 asks for GET).
 * `*` names any current representation (RFC 9110 13.1.2), so it matches only once the caller
 * knows there is one (`exists`): a missing resource is its 404, never a 304.
 */
export function matchesIfNoneMatch(header: string | undefined, etag: string, exists = false): boolean {
  if (!header) return false;
  if (header.trim() === '*') return exists;
  const opaque = etag.replace(/^W\//, '');
  return header.split(',').some((tag) => tag.trim().replace(/^W\//, '') === opaque);
}

const volatileSelections = new WeakMap<GraphQLSchema, WeakMap<DocumentNode, boolean>>();

/**
 * Whether answers of this operation may be kept and given an ETag, on every surface: a query (never
 * a mutation or subscription) that selects no field marked volatile (src/schema/volatile.ts), whose
 * value changes without a revision bump, so a key would not change with it. Every definition
 * counts, fragments included (used or not), so a spread cannot hide one. Walked once per document
 * (yoga, REST and MCP each reuse theirs).
 */
export function isCacheable(schema: GraphQLSchema, document: DocumentNode, operationName?: string | null): boolean {
  if (getOperationAST(document, operationName)?.operation !== 'query') return false;
  let known = volatileSelections.get(schema);
  if (!known) {
    known = new WeakMap();
    volatileSelections.set(schema, known);
  }
  let selects = known.get(document);
  if (selects === undefined) {
    selects = selectsVolatile(schema, document);
    known.set(document, selects);
  }
  return !selects;
}

/** A field of an interface is volatile where any type implementing it marks it. */
function isVolatileOn(schema: GraphQLSchema, parent: GraphQLCompositeType, fieldName: string): boolean {
  if (isUnionType(parent)) return false;
  if (isVolatile(parent.getFields()[fieldName])) return true;
  return (
    isInterfaceType(parent) && schema.getPossibleTypes(parent).some((type) => isVolatile(type.getFields()[fieldName]))
  );
}

function selectsVolatile(schema: GraphQLSchema, document: DocumentNode): boolean {
  const typeInfo = new TypeInfo(schema);
  let found = false;
  visit(
    document,
    visitWithTypeInfo(typeInfo, {
      Field(node) {
        const parent = typeInfo.getParentType();
        if (parent && isVolatileOn(schema, parent, node.name.value)) {
          found = true;
          return BREAK;
        }
      },
    }),
  );
  return found;
}
