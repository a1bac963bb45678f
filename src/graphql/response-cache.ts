import { createHash } from 'node:crypto';
import {
  BREAK,
  type DocumentNode,
  type GraphQLCompositeType,
  type GraphQLSchema,
  isInterfaceType,
  isUnionType,
  TypeInfo,
  visit,
  visitWithTypeInfo,
} from 'graphql';
import type { Principal } from '../auth/principal.ts';
import type { Db } from '../data/client.ts';
import { readRevisions } from '../data/revisions.ts';
import { isVolatile } from '../schema/volatile.ts';

/** The bytes the cache keeps by default (RESPONSE_CACHE_MAX_BYTES): bodies, plus their keys. */
export const DEFAULT_RESPONSE_CACHE_BYTES = 32 * 1024 * 1024;

/** An entry larger than this share of the bound is never kept: one export-sized body would empty the cache. */
const LARGEST_SHARE = 8;

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
  private readonly entries = new Map<string, Buffer>();
  private used = 0;
  /** Lookups answered from the cache, and those that were not (for /metrics and the bench). */
  hits = 0;
  misses = 0;

  constructor(readonly maxBytes: number = DEFAULT_RESPONSE_CACHE_BYTES) {}

  /** The key of one read by this caller now: one cheap statement (the revisions). */
  async keyFor(db: Db, now: Date, principal: Principal, operation: string, variables: unknown): Promise<string> {
    const revisions = await readRevisions(db, principal.tenantId);
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

  get(key: string): Buffer | undefined {
    const body = this.entries.get(key);
    if (body === undefined) {
      this.misses++;
      return undefined;
    }
    this.hits++;
    // Most recently used last: Map keeps insertion order, so eviction takes from the front.
    this.entries.delete(key);
    this.entries.set(key, body);
    return body;
  }

  set(key: string, body: Buffer): void {
    const size = sizeOf(key, body);
    if (size > this.maxBytes / LARGEST_SHARE) return;
    const previous = this.entries.get(key);
    if (previous !== undefined) {
      this.used -= sizeOf(key, previous);
      this.entries.delete(key);
    }
    while (this.used + size > this.maxBytes) {
      const oldest = this.entries.entries().next().value;
      if (oldest === undefined) break;
      this.entries.delete(oldest[0]);
      this.used -= sizeOf(oldest[0], oldest[1]);
    }
    this.entries.set(key, body);
    this.used += size;
  }

  /** Bytes held (bodies and keys), never above `maxBytes`. */
  get bytes(): number {
    return this.used;
  }

  get size(): number {
    return this.entries.size;
  }
}

function sizeOf(key: string, body: Buffer): number {
  // A key is mostly ASCII held as a V8 string, one byte per character; a Buffer adds a small header.
  return key.length + body.length + 64;
}

/** A weak validator: a compressed and an identity answer are the same representation's bytes. */
export function etagOf(key: string): string {
  return `W/"${createHash('sha256').update(key).digest('base64url').slice(0, 32)}"`;
}

/** Whether an If-None-Match header names this ETag (weak comparison, as RFC 9110 asks for GET). */
export function matchesIfNoneMatch(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  if (header.trim() === '*') return true;
  const opaque = etag.replace(/^W\//, '');
  return header.split(',').some((tag) => tag.trim().replace(/^W\//, '') === opaque);
}

const cacheable = new WeakMap<GraphQLSchema, WeakMap<DocumentNode, boolean>>();

/**
 * Whether answers of this document may be kept and given an ETag: not when it selects a field
 * marked volatile (src/schema/volatile.ts), whose value changes without a revision bump, so a key
 * would not change with it. Every definition counts, fragments included (used or not), so a spread
 * cannot hide one. Walked once per document (yoga, REST and MCP each reuse theirs).
 */
export function isCacheable(schema: GraphQLSchema, document: DocumentNode): boolean {
  let known = cacheable.get(schema);
  if (!known) {
    known = new WeakMap();
    cacheable.set(schema, known);
  }
  let answer = known.get(document);
  if (answer === undefined) {
    answer = !selectsVolatile(schema, document);
    known.set(document, answer);
  }
  return answer;
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
