import pino from 'pino';
import { isPothosValidationError } from '../errors.ts';
import { createRepeatLimiter, repeatKey } from './log-limiter.ts';
import { currentRequest } from './request-context.ts';

const ERROR_LEVEL = 50;

/**
 * The HTTP status a failure carries when it is a client's mistake (400-499): Koa's and http-errors'
 * `status`/`statusCode`, a GraphQL error's `extensions.http.status` (yoga's convention, and
 * every ApiError's), or a Pothos validation error's 422. Undefined for anything else, server
 * faults included.
 */
export function clientMistakeStatus(err: unknown): number | undefined {
  if (typeof err !== 'object' || err === null) return undefined;
  // Pothos' refusal of a malformed global id or cursor (yoga logs it before the mask makes it the
  // 422 BAD_USER_INPUT every surface answers): the client's mistake, though it carries no status.
  if (isPothosValidationError(err) || isPothosValidationError((err as { originalError?: unknown }).originalError))
    return 422;
  const candidate = err as { status?: unknown; statusCode?: unknown; extensions?: { http?: { status?: unknown } } };
  const status = candidate.extensions?.http?.status ?? candidate.status ?? candidate.statusCode;
  return typeof status === 'number' && status >= 400 && status < 500 ? status : undefined;
}

/**
 * What is kept of a client's mistake: its kind and status, never its message or stack (messages
 * quote the client's input: a variable's value, a slice of an unparsable body).
 */
function mistakeSummary(err: object, status: number): Record<string, unknown> {
  const { code, extensions } = err as { code?: unknown; extensions?: { code?: unknown } };
  return { type: err.constructor?.name, code: extensions?.code ?? code, status };
}

/**
 * Credentials never reach a log line: request headers that carry them are censored, and login or
 * key bodies are never logged at all. Every line written while serving a request carries its
 * request id, wherever in the code it is written. Identical warnings and errors are rate-limited
 * (see log-limiter.ts). A client's mistake (a 4xx: bad variables, a bad cursor, malformed JSON)
 * logged at warn or error, by us or by a library (yoga logs every error it reshapes), is written at
 * info as `clientMistake` {type, code, status}, without message or stack: only server faults are
 * errors, with their stacks.
 */
export function createLogger(level: string, destination?: pino.DestinationStream) {
  const limiter = createRepeatLimiter();
  const options: pino.LoggerOptions = {
    level,
    redact: {
      paths: [
        'req.headers.authorization',
        'req.headers.cookie',
        'headers.authorization',
        '*.password',
        '*.refreshToken',
        '*.otp',
        '*.key',
      ],
      censor: '[redacted]',
    },
    mixin(mergeObject) {
      const scope = currentRequest();
      return scope && !('requestId' in mergeObject) ? { requestId: scope.requestId } : {};
    },
    hooks: {
      logMethod(args, method, levelValue) {
        if (levelValue < ERROR_LEVEL - 10) return method.apply(this, args);
        const [first, second] = args as unknown[];
        const object = typeof first === 'object' && first !== null ? (first as Record<string, unknown>) : undefined;
        const message = typeof first === 'string' ? first : typeof second === 'string' ? second : '';
        const err = object?.err ?? (first instanceof Error ? first : undefined);
        const status = clientMistakeStatus(err);
        if (status !== undefined && typeof err === 'object' && err !== null) {
          const { err: _dropped, ...fields } = first instanceof Error ? {} : (object ?? {});
          this.info({ ...fields, clientMistake: mistakeSummary(err, status) }, message || 'client mistake');
          return;
        }
        const dropped = limiter.admit(`${levelValue}\u0000${repeatKey(message, err)}`);
        if (dropped === null) return;
        if (dropped > 0 && object !== undefined && !(first instanceof Error)) {
          return method.apply(this, [{ ...object, repeatsDropped: dropped }, ...(args.slice(1) as [])] as Parameters<
            typeof method
          >);
        }
        return method.apply(this, args);
      },
    },
  };
  // Standard output unless a test captures the lines.
  return destination ? pino(options, destination) : pino(options);
}

export type Logger = ReturnType<typeof createLogger>;
