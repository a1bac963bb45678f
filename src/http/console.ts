import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import path from 'node:path';
import type { Context, Middleware } from 'koa';

/**
 * The console (the single-page app built by Vite into CONSOLE_DIR) served at `/`. Vite names what
 * it emits under assets/ by content hash, so those files never change and are cached for a year;
 * index.html names the current ones and is revalidated on every load, so a release shows at once.
 * A GET for any other page that asks for HTML answers index.html: the console routes on the client.
 */

/** Paths the console never answers: the API, GraphQL (and GraphiQL), and the operators' endpoints. */
const SERVICE_PATHS = /^\/(api|graphql|healthz|readyz|metrics)(\/|$)/;

/**
 * The console loads only its own files and talks only to this origin; no inline script or style
 * (so an injected one does not run), no framing (clickjacking), no <base> or plugin tricks.
 */
export const CONSOLE_CSP = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self'",
  "img-src 'self' data:",
  "connect-src 'self'",
  "frame-ancestors 'none'",
  "base-uri 'none'",
  "form-action 'self'",
  "object-src 'none'",
].join('; ');

const IMMUTABLE = 'public, max-age=31536000, immutable';

const NOT_BUILT =
  'The console is not built.\n\n' +
  'Run `npm run build:console` (or `npm run build`, which `npm start` runs) and reload; ' +
  'CONSOLE_DIR names the directory it is served from.\n' +
  'The API (/api/v1), GraphQL (/graphql) and the health endpoints work without it.\n';

function securityHeaders(ctx: Context): void {
  ctx.set('Content-Security-Policy', CONSOLE_CSP);
  ctx.set('Referrer-Policy', 'no-referrer');
  ctx.set('X-Content-Type-Options', 'nosniff');
}

/** The file a URL path names inside `root`, or null when it would step outside it or cannot be decoded. */
function fileOf(root: string, urlPath: string): string | null {
  let decoded: string;
  try {
    decoded = decodeURIComponent(urlPath);
  } catch {
    return null;
  }
  if (decoded.includes('\0')) return null;
  const file = path.join(root, path.normalize(decoded));
  return file.startsWith(root + path.sep) ? file : null;
}

async function regularFile(file: string | null): Promise<{ file: string; size: number; mtime: Date } | null> {
  if (file === null) return null;
  try {
    const info = await stat(file);
    return info.isFile() ? { file, size: info.size, mtime: info.mtime } : null;
  } catch {
    return null;
  }
}

async function send(ctx: Context, found: { file: string; size: number; mtime: Date }, cache: string) {
  securityHeaders(ctx);
  ctx.set('Cache-Control', cache);
  ctx.status = 200;
  ctx.type = path.extname(found.file);
  ctx.lastModified = found.mtime;
  ctx.etag = `W/"${found.size.toString(16)}-${found.mtime.getTime().toString(16)}"`;
  if (ctx.fresh) {
    ctx.status = 304;
    return;
  }
  ctx.body = createReadStream(found.file);
  // A known length lets the compression middleware skip tiny files.
  ctx.length = found.size;
}

function wantsPage(ctx: Context): boolean {
  return ctx.path === '/' || ctx.get('accept').includes('text/html');
}

/** Serves the built console from `dir` (absolute); requests it does not answer pass on. */
export function consoleSite(dir: string): Middleware {
  const root = path.resolve(dir);
  const indexFile = path.join(root, 'index.html');
  return async (ctx, next) => {
    if ((ctx.method !== 'GET' && ctx.method !== 'HEAD') || SERVICE_PATHS.test(ctx.path)) return next();
    const asset = ctx.path === '/' ? null : await regularFile(fileOf(root, ctx.path));
    if (asset) {
      const hashed = asset.file.startsWith(path.join(root, 'assets') + path.sep) && asset.file !== indexFile;
      return send(ctx, asset, hashed ? IMMUTABLE : 'no-cache');
    }
    // A missing file under assets/ is a stale link, not a page of the app: the usual 404.
    if (!wantsPage(ctx) || ctx.path.startsWith('/assets/')) return next();
    const index = await regularFile(indexFile);
    if (index) return send(ctx, index, 'no-cache');
    securityHeaders(ctx);
    ctx.status = 404;
    ctx.type = 'text/plain; charset=utf-8';
    ctx.set('Cache-Control', 'no-cache');
    ctx.body = NOT_BUILT;
  };
}
