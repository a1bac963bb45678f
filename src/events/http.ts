import { lookup as dnsLookup, type LookupAddress } from 'node:dns';
import http from 'node:http';
import https from 'node:https';
import { isIP, type LookupFunction } from 'node:net';
import { addressRefusal, PRIVATE_TARGET_RULE } from './targets.ts';

/**
 * One webhook POST with Node's own client. It never follows a redirect (node:http has no such
 * behaviour to turn off), opens a fresh connection each time (no agent pool, so every attempt
 * resolves the host again), is bounded in time as a whole (connect, headers and body), and reads
 * at most `maxResponseBytes` of the answer. Unless private targets are allowed, every address the
 * host resolves to is judged at connect time and private ones are never dialled.
 */

export interface PostOptions {
  timeoutMs: number;
  maxResponseBytes: number;
  allowPrivateTargets: boolean;
  /** The resolver the guard wraps; `dns.lookup` unless a test points a name elsewhere. */
  resolve?: typeof dnsLookup;
}

export interface PostResult {
  /** The receiver's HTTP status, or null when none arrived. */
  status: number | null;
  durationMs: number;
  /** Why the attempt did not succeed; null for a 2xx answer. */
  error: string | null;
}

/** Raised by the guarded lookup; its message is what the delivery record shows. */
export class TargetRefusedError extends Error {
  readonly code = 'ETARGETREFUSED';
}

/**
 * A `lookup` for net/http that resolves as usual and then drops every private address, failing
 * when none is left. Connecting happens on what this returns, so a DNS answer cannot swap in a
 * private address between the check and the connection (DNS rebinding).
 */
export function guardedLookup(resolve: typeof dnsLookup = dnsLookup): LookupFunction {
  return (hostname, options, callback) => {
    resolve(hostname, { ...options, all: true }, (error, addresses) => {
      if (error) return callback(error, '', 0);
      const all = addresses as unknown as LookupAddress[];
      const allowed = all.filter((entry) => addressRefusal(entry.address) === null);
      if (allowed.length === 0) {
        const [first] = all;
        const reason = first ? `${hostname} resolves to ${first.address}, ${addressRefusal(first.address)}` : hostname;
        return callback(new TargetRefusedError(`${reason}: ${PRIVATE_TARGET_RULE}`), '', 0);
      }
      if (options.all) return (callback as (err: null, addresses: LookupAddress[]) => void)(null, allowed);
      const [chosen] = allowed;
      return callback(null, chosen!.address, chosen!.family);
    });
  };
}

function describe(error: unknown, timeoutMs: number): string {
  if (error instanceof TargetRefusedError) return error.message;
  const { name, code, message } = error as { name?: string; code?: string; message?: string };
  if (name === 'AbortError' || code === 'ABORT_ERR') return `no complete answer within ${timeoutMs} ms`;
  return code ? `${code}: ${message ?? 'connection failed'}` : (message ?? 'connection failed');
}

export function postWebhook(
  target: string,
  body: string,
  headers: Readonly<Record<string, string>>,
  options: PostOptions,
): Promise<PostResult> {
  const url = new URL(target);
  const started = performance.now();
  const elapsed = () => Math.round(performance.now() - started);
  const host = url.hostname.replace(/^\[|\]$/g, '');
  // A literal address is never looked up, so the guard judges it here.
  if (!options.allowPrivateTargets && isIP(host) !== 0) {
    const refusal = addressRefusal(host);
    if (refusal)
      return Promise.resolve({ status: null, durationMs: 0, error: `${host} is ${refusal}: ${PRIVATE_TARGET_RULE}` });
  }

  return new Promise((resolvePost) => {
    const abort = new AbortController();
    const timer = setTimeout(() => abort.abort(), options.timeoutMs);
    let status: number | null = null;
    let settled = false;
    const finish = (error: string | null) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      request.destroy();
      const failure =
        error ??
        (status === null || (status >= 200 && status < 300)
          ? null
          : status >= 300 && status < 400
            ? `the receiver answered ${status}; redirects are not followed`
            : `the receiver answered ${status}`);
      resolvePost({ status, durationMs: elapsed(), error: failure });
    };

    const transport = url.protocol === 'https:' ? https : http;
    const request = transport.request(
      url,
      {
        method: 'POST',
        headers: { ...headers, 'content-length': String(Buffer.byteLength(body)) },
        agent: false,
        signal: abort.signal,
        ...(options.allowPrivateTargets ? {} : { lookup: guardedLookup(options.resolve) }),
      },
      (response) => {
        status = response.statusCode ?? null;
        let received = 0;
        response.on('data', (chunk: Buffer) => {
          received += chunk.length;
          // What a receiver says beyond this is of no use to a delivery record.
          if (received >= options.maxResponseBytes) finish(null);
        });
        response.on('end', () => finish(null));
        // The status has arrived; a body cut short does not undo the receiver's answer.
        response.on('error', () => finish(null));
        response.on('aborted', () => finish(null));
      },
    );
    request.on('error', (error) => finish(status === null ? describe(error, options.timeoutMs) : null));
    request.end(body);
  });
}
