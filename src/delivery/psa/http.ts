import type { lookup } from 'node:dns';
import http from 'node:http';
import https from 'node:https';
import { isIP } from 'node:net';
import { guardedLookup, TargetRefusedError } from '../../events/http.ts';
import { addressRefusal, PRIVATE_TARGET_RULE } from '../../events/targets.ts';

/**
 * One JSON call to a PSA with Node's own client, under the webhook SSRF guard
 * (src/events/targets.ts): unless WEBHOOK_ALLOW_PRIVATE_TARGETS is set, a private, loopback or
 * other special-purpose address is never dialled, whether the URL spells it or a name resolves to
 * it (checked on every address at connect time). Redirects are never followed, every call is
 * bounded in time, and at most `maxResponseBytes` of an answer are read.
 */

export interface PsaHttpOptions {
  timeoutMs: number;
  allowPrivateTargets: boolean;
  maxResponseBytes?: number;
  /** Tests point a name at an address with it; `dns.lookup` otherwise. */
  resolve?: typeof lookup;
}

export interface PsaHttpRequest {
  method: 'GET' | 'POST' | 'PATCH' | 'PUT';
  url: string;
  headers: Readonly<Record<string, string>>;
  body?: unknown;
}

export interface PsaHttpResponse {
  status: number;
  headers: http.IncomingHttpHeaders;
  /** The parsed JSON body; null when there was none or it was not JSON. */
  json: unknown;
}

/** No answer at all (refused target, connection error, timeout): the PSA is unreachable. */
export class PsaUnreachableError extends Error {
  readonly refused: boolean;
  constructor(message: string, refused = false) {
    super(message);
    this.refused = refused;
  }
}

const DEFAULT_MAX_RESPONSE_BYTES = 1024 * 1024;

function parse(text: string): unknown {
  if (text.trim() === '') return null;
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

function describe(error: unknown, timeoutMs: number): PsaUnreachableError {
  if (error instanceof TargetRefusedError) return new PsaUnreachableError(error.message, true);
  const { name, code, message } = error as { name?: string; code?: string; message?: string };
  if (name === 'AbortError' || code === 'ABORT_ERR') return new PsaUnreachableError(`no answer within ${timeoutMs} ms`);
  return new PsaUnreachableError(
    code ? `${code}: ${message ?? 'connection failed'}` : (message ?? 'connection failed'),
  );
}

export function psaRequest(request: PsaHttpRequest, options: PsaHttpOptions): Promise<PsaHttpResponse> {
  const url = new URL(request.url);
  const host = url.hostname.replace(/^\[|\]$/g, '');
  // A literal address is never looked up, so the guard judges it here.
  if (!options.allowPrivateTargets && isIP(host) !== 0) {
    const refusal = addressRefusal(host);
    if (refusal) return Promise.reject(new PsaUnreachableError(`${host} is ${refusal}: ${PRIVATE_TARGET_RULE}`, true));
  }
  const body = request.body === undefined ? undefined : JSON.stringify(request.body);
  const limit = options.maxResponseBytes ?? DEFAULT_MAX_RESPONSE_BYTES;
  return new Promise((resolve, reject) => {
    const abort = new AbortController();
    const timer = setTimeout(() => abort.abort(), options.timeoutMs);
    const transport = url.protocol === 'https:' ? https : http;
    const outgoing = transport.request(
      url,
      {
        method: request.method,
        headers: {
          accept: 'application/json',
          ...(body === undefined
            ? {}
            : { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) }),
          ...request.headers,
        },
        agent: false,
        signal: abort.signal,
        ...(options.allowPrivateTargets ? {} : { lookup: guardedLookup(options.resolve) }),
      },
      (response) => {
        const chunks: Buffer[] = [];
        let received = 0;
        response.on('data', (chunk: Buffer) => {
          received += chunk.length;
          if (received <= limit) chunks.push(chunk);
        });
        response.on('end', () => {
          clearTimeout(timer);
          resolve({
            status: response.statusCode ?? 0,
            headers: response.headers,
            json: parse(Buffer.concat(chunks).toString('utf8')),
          });
        });
        response.on('error', (error) => {
          clearTimeout(timer);
          reject(describe(error, options.timeoutMs));
        });
      },
    );
    outgoing.on('error', (error) => {
      clearTimeout(timer);
      reject(describe(error, options.timeoutMs));
    });
    outgoing.end(body);
  });
}

/** Retry-After in milliseconds (seconds or an HTTP date), or null. */
export function retryAfterMs(headers: http.IncomingHttpHeaders, now: Date): number | null {
  const value = headers['retry-after'];
  if (typeof value !== 'string' || value.trim() === '') return null;
  const seconds = Number(value);
  if (Number.isFinite(seconds)) return Math.max(0, seconds * 1000);
  const at = Date.parse(value);
  return Number.isNaN(at) ? null : Math.max(0, at - now.getTime());
}
