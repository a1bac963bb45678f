import { createHmac } from 'node:crypto';
import {
  BREAK,
  type DocumentNode,
  type GraphQLCompositeType,
  type GraphQLSchema,
  getOperationAST,
  isInterfaceType,
  isUnionType,
  TypeInfo,
  visit,
  visitWithTypeInfo,
} from 'graphql';
import type { Principal } from '../auth/principal.ts';
import type { SecretBox } from '../auth/secret-box.ts';
import type { Db } from '../data/client.ts';
import { readRevisions } from '../data/revisions.ts';
import { isVolatile } from '../schema/volatile.ts';

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

  constructor(readonly maxBytes: number = DEFAULT_RESPONSE_CACHE_BYTES) {}

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
