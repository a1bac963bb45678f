import { Readable } from 'node:stream';
import type { Context as KoaContext, Middleware } from 'koa';
import type { Clock } from '../auth/access-tokens.ts';
import type { Authenticator } from '../auth/authenticate.ts';
import type { Principal } from '../auth/principal.ts';
import { jsonBreach } from '../domain/json.ts';
import { ApiError } from '../errors.ts';
import type { ResponseCache } from '../graphql/response-cache.ts';
import type { Yoga } from '../graphql/yoga.ts';
import { anonymousRequest, callerBeforeBody } from './authenticate.ts';
import { readBody } from './body.ts';
import { GRAPHQL_ANSWERS, type GraphQLAnswer, keyedMutation } from './graphql-idempotency.ts';
import { type IdempotencyDeps, REPLAYED_HEADER, runOnce } from './idempotency.ts';
import { graphqlAnswers, type YogaCall } from './kept-answers.ts';

const EVENT_STREAM = /^text\/event-stream\b/i;

/**
 * Hands the GraphQL endpoint's requests to yoga and its answer back to Koa (compression, logging,
 * metrics). The body is read here, through the bounded reader every surface shares, before yoga
 * (which would read all of it, before any credential is checked), and only once its sender is
 * settled: a credential sent is checked first, from the headers (refused: the 401, the body
 * unread); without one, only a sign-in can follow, so at most ANONYMOUS_BODY_BYTES are read.
 * Over the limit is a 413 while reading, chunked bodies included, and a JSON body nested too deep
 * or with an object too wide is refused before it is parsed. Yoga then takes the bytes as the request's body; the node
 * request and response stay wired to its abort signal, so a streaming (SSE) response still ends
 * when the client leaves.
 * A mutation sent with an Idempotency-Key is run once (src/http/graphql-idempotency.ts); a query
 * answered before is its kept bytes (src/http/kept-answers.ts).
 */
export function graphqlEndpoint(
  yoga: Yoga,
  deps: IdempotencyDeps & { authenticator: Authenticator; clock: Clock; responseCache?: ResponseCache | null },
): Middleware {
  const answers = graphqlAnswers(deps.responseCache, deps);
  const handle = (ctx: KoaContext, call: YogaCall = {}) =>
    yoga.handleNodeRequestAndResponse(ctx.req, ctx.res, {
      requestId: ctx.state.requestId as string,
      clientAddress: ctx.ip,
      req: ctx.req,
      ...call,
    });
  return async (ctx, next) => {
    if (ctx.path !== yoga.graphqlEndpoint) return next();
    const { body, caller } = await readRequest(ctx, deps.authenticator);
    const keyed = await keyedMutation(ctx, deps.authenticator, body);
    if (keyed === null) {
      const run = async (call: YogaCall) => send(ctx, await handle(ctx, { ...caller, ...call }));
      if (answers) return await answers.answer(ctx, body, run);
      await run({});
      return;
    }
    // A mutation's answer is one result, so it is read whole to be kept (a stream ends after it).
    const work = async (): Promise<GraphQLAnswer> => {
      const response = await handle(ctx, { principal: Promise.resolve(keyed.principal) });
      const contentType = response.headers.get('content-type') ?? '';
      return { status: response.status, contentType, text: await response.text(), headers: response.headers };
    };
    const { answer, replayed } = await runOnce({ ...deps, principal: keyed.principal }, keyed, GRAPHQL_ANSWERS, work);
    ctx.status = answer.status;
    if (answer.headers) copyHeaders(ctx, answer.headers, EVENT_STREAM.test(answer.contentType));
    else ctx.set('Content-Type', answer.contentType);
    if (replayed) ctx.set(REPLAYED_HEADER, 'true');
    ctx.body = answer.text;
  };
}

/**
 * The body and the caller of a request with one: the credential settled first (a refused one
 * answered before the body is read), then the bounded read, the JSON bounds (depth, width), and
 * the body handed to yoga parsed once.
 */
async function readRequest(
  ctx: KoaContext,
  authenticator: Authenticator,
): Promise<{ body: string | undefined; caller: YogaCall }> {
  if (ctx.method === 'GET' || ctx.method === 'HEAD') return { body: undefined, caller: {} };
  const principal = ctx.get('authorization') ? await callerBeforeBody(authenticator, ctx) : anonymousRequest(ctx);
  const body = await readBody(ctx);
  const breach = body !== undefined && ctx.is('json') ? jsonBreach(body) : null;
  if (breach) throw new ApiError('BAD_REQUEST', breach.reason);
  // @whatwg-node/server uses a request's `body`, when set, instead of reading the stream.
  Object.assign(ctx.req, { body: yogaBody(ctx, body) });
  return { body, caller: principal ? { principal: Promise.resolve<Principal>(principal) } : {} };
}

/**
 * The body as yoga takes it. A JSON object is handed over parsed (yoga reads it as the request's
 * JSON, not parsing it again); anything else as a stream of its bytes, which yoga reads and
 * answers as it would have. Never as a string: @whatwg-node/server tests a body with
 * Object.keys, which lists a string's every index (half a second of CPU for a megabyte).
 */
function yogaBody(ctx: KoaContext, body: string | undefined): unknown {
  if (!body) return '';
  if (ctx.is('json')) {
    try {
      const parsed: unknown = JSON.parse(body);
      if (parsed !== null && typeof parsed === 'object' && !Array.isArray(parsed) && Object.keys(parsed).length > 0)
        return parsed;
    } catch {
      // Not JSON: yoga reads the bytes and answers its own words for that.
    }
  }
  return Readable.from([Buffer.from(body)]);
}

function copyHeaders(ctx: KoaContext, headers: Headers, stream: boolean): void {
  for (const [key, value] of headers) {
    // yoga marks a stream `Content-Encoding: none` to keep compressors off it; `none` is no
    // coding a client knows, so the stream is kept uncompressed the Koa way instead.
    if (stream && key.toLowerCase() === 'content-encoding') continue;
    ctx.append(key, value);
  }
}

/**
 * A subscription's event stream for Node, started before Koa sends it. graphql-yoga (5.24.1)
 * makes the stream's iterator when the stream starts, on its first read; a subscriber gone before
 * that made its cancel call `return` on no iterator and throw, an unhandled rejection that ended
 * the process (test/events/subscription-cancel.test.ts). Reading the first chunk (yoga's opening
 * ping) here starts it, so a cancel always finds the iterator and unsubscribes; and a cancel's own
 * failure is the stream's, never the process's.
 */
async function eventStream(body: ReadableStream<Uint8Array>): Promise<Readable> {
  const reader = body.getReader();
  const first = await reader.read();
  let pending: Uint8Array | undefined = first.done ? undefined : first.value;
  let ended = first.done;
  return new Readable({
    read() {
      if (pending) {
        const chunk = pending;
        pending = undefined;
        this.push(chunk);
        return;
      }
      if (ended) return void this.push(null);
      reader.read().then(
        ({ done, value }) => {
          ended = done;
          this.push(done ? null : value);
        },
        (error: unknown) => this.destroy(error as Error),
      );
    },
    destroy(error, callback) {
      if (ended) return callback(error);
      reader.cancel(error ?? undefined).then(
        () => callback(error),
        () => callback(error),
      );
    },
  });
}

/** Yoga's answer through Koa: a stream streamed, one result as its text (returned, to be kept). */
async function send(
  ctx: KoaContext,
  response: Response,
): Promise<{ status: number; headers: Headers; text: string | null }> {
  ctx.status = response.status;
  const stream = EVENT_STREAM.test(response.headers.get('content-type') ?? '');
  copyHeaders(ctx, response.headers, stream);
  if (stream) {
    // A subscription is a long-lived stream of small events: a compressor would hold them back
    // until its buffer filled, and so would a buffering reverse proxy.
    ctx.compress = false;
    ctx.set('X-Accel-Buffering', 'no');
    ctx.body = response.body ? await eventStream(response.body) : '';
    return { status: response.status, headers: response.headers, text: null };
  }
  // One result is text yoga has already serialized: handed over as it is, not piped through a web
  // stream (the bridge cost 5% of a 240 KB grid's CPU). An empty string, not null: Koa turns a
  // null body into 204 and would hide yoga's 4xx.
  const text = await response.text();
  ctx.body = text;
  return { status: response.status, headers: response.headers, text };
}
