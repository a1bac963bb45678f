import { createRequire } from 'node:module';
import path from 'node:path';
import { Readable } from 'node:stream';
import { Worker } from 'node:worker_threads';
import { createGunzip } from 'node:zlib';
import type { Context, Middleware } from 'koa';
import { SIGN_IN_SCRIPT } from './graphiql-sign-in.ts';

/**
 * GraphiQL (yoga's bundle: no CDN, so it works on an air-gapped network) served as a small page
 * and the files it loads, under `<endpoint>/assets/`, each named by its content's hash: the
 * bundle's script (5 MB), its style sheet (0.8 MB, fonts and images inline), the editor's three
 * workers, its icon, the sign-in script and the start script that passes the options. A browser
 * keeps them for a year and revalidates only the page (about 1 KB); every file is served
 * precompressed (brotli or gzip), so a first visit moves about 2 MB, a later one a 304.
 * Yoga's own page was all of it inline, 9 MB on every GET, and could not be held to a
 * Content-Security-Policy without allowing inline script.
 *
 * Importing `@graphql-yoga/render-graphiql` in the serving process would keep its strings
 * resident (+44 MB RSS, +32 MB heap, measured; docs/performance.md, "Where the memory goes").
 * Instead the files are built once, on the first request that needs one, in a worker thread that
 * compresses them and exits, taking the strings and their heap with it: what stays is the
 * compressed copies, about 3 MB outside the V8 heap.
 */
export interface GraphiQLOptions {
  title: string;
  defaultQuery: string;
  headers: string;
  shouldPersistHeaders: boolean;
  subscriptionsProtocol: 'SSE';
}

interface Compressed {
  type: string;
  gzip: Buffer;
  brotli: Buffer;
  /** The content's hash, its ETag. */
  tag: string;
}

interface Built {
  page: Compressed;
  /** By file name under `<endpoint>/assets/`. */
  assets: Map<string, Compressed>;
}

/**
 * The page's policy: its scripts and workers are its own files, nothing inline; it talks to this
 * origin only and is framed nowhere. Styles may be inline: the editor (Monaco) writes its theme
 * and its measurements into <style> elements it creates, with no way to give them a nonce.
 */
export const GRAPHIQL_CSP = [
  "default-src 'none'",
  "script-src 'self'",
  "worker-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data:",
  "font-src 'self' data:",
  "connect-src 'self'",
  "frame-ancestors 'none'",
  "base-uri 'none'",
  "form-action 'none'",
].join('; ');

const IMMUTABLE = 'public, max-age=31536000, immutable';

// The worker is plain CommonJS evaluated from this string, so it runs the same under a TypeScript
// loader (tests, `npm run dev`) as from dist/: it requires the bundle by its resolved path.
const BUILD_WORKER = `
const { parentPort, workerData } = require('node:worker_threads');
const { createHash } = require('node:crypto');
const zlib = require('node:zlib');
const bundle = require(workerData.bundle);
const { base, options, signIn, title } = workerData;
const files = [];
function add(stem, ext, type, content) {
  const body = Buffer.isBuffer(content) ? content : Buffer.from(content);
  const hash = createHash('sha256').update(body).digest('base64url').slice(0, 16);
  const name = stem + '-' + hash + '.' + ext;
  files.push({ name, type, body, tag: hash });
  return base + name;
}
const icon = /^data:([^;]+);base64,(.*)$/.exec(bundle.favicon);
const iconUrl = add('favicon', 'ico', icon[1], Buffer.from(icon[2], 'base64'));
const css = add('graphiql', 'css', 'text/css; charset=utf-8', bundle.css);
const js = add('graphiql', 'js', 'text/javascript; charset=utf-8', bundle.js);
const workers = {
  editorWorkerService: add('editor.worker', 'js', 'text/javascript; charset=utf-8', bundle.editorWorkerService),
  json: add('json.worker', 'js', 'text/javascript; charset=utf-8', bundle.jsonWorker),
  graphql: add('graphql.worker', 'js', 'text/javascript; charset=utf-8', bundle.graphqlWorker),
};
const signInUrl = add('sign-in', 'js', 'text/javascript; charset=utf-8', signIn);
// The editor's workers load from files of this origin (yoga's page made them blob: URLs), and
// GraphiQL renders through the sign-in (src/http/graphiql-sign-in.ts).
const start = add('start', 'js', 'text/javascript; charset=utf-8',
  '(function () {\\n' +
  '  var workers = ' + JSON.stringify(workers) + ';\\n' +
  "  self.MonacoEnvironment = { globalAPI: false, getWorkerUrl: function (moduleId, label) { return workers[label]; } };\\n" +
  "  complianceGraphiQL.render(YogaGraphiQL.renderYogaGraphiQL, document.querySelector('#root'), " + JSON.stringify(options) + ');\\n' +
  '})();\\n');
const escape = (text) => text.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]);
const page = '<!doctype html>\\n<html lang="en">\\n<head>\\n<meta charset="utf-8">\\n' +
  '<title>' + escape(title) + '</title>\\n' +
  '<link rel="icon" href="' + iconUrl + '">\\n<link rel="stylesheet" href="' + css + '">\\n' +
  '<script src="' + signInUrl + '"></script>\\n</head>\\n' +
  '<body id="body" class="no-focus-outline">\\n<noscript>You need to enable JavaScript to run GraphiQL.</noscript>\\n' +
  '<div id="root"></div>\\n<script src="' + js + '"></script>\\n<script src="' + start + '"></script>\\n</body>\\n</html>\\n';
const compress = (body) => ({
  gzip: zlib.gzipSync(body, { level: 9 }),
  brotli: zlib.brotliCompressSync(body, {
    params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 9, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length },
  }),
});
const pageBody = Buffer.from(page);
const out = {
  page: { type: 'text/html; charset=utf-8', tag: createHash('sha256').update(pageBody).digest('base64url').slice(0, 16), ...compress(pageBody) },
  assets: files.map((file) => ({ name: file.name, type: file.type, tag: file.tag, ...compress(file.body) })),
};
parentPort.postMessage(out);
`;

function buildInWorker(options: GraphiQLOptions, base: string): Promise<Built> {
  const bundle = path.join(
    path.dirname(createRequire(import.meta.url).resolve('@graphql-yoga/render-graphiql')),
    'graphiql.js',
  );
  const workerData = { bundle, base, options, signIn: SIGN_IN_SCRIPT, title: options.title };
  return new Promise((resolve, reject) => {
    const worker = new Worker(BUILD_WORKER, { eval: true, workerData });
    worker.once('message', (message: { page: Compressed; assets: (Compressed & { name: string })[] }) => {
      const copy = (file: Compressed): Compressed => ({
        type: file.type,
        tag: file.tag,
        gzip: Buffer.from(file.gzip),
        brotli: Buffer.from(file.brotli),
      });
      resolve({ page: copy(message.page), assets: new Map(message.assets.map((file) => [file.name, copy(file)])) });
    });
    worker.once('error', reject);
    worker.once('exit', (code) => reject(new Error(`GraphiQL builder exited with ${code}`)));
  });
}

/** yoga's own rule for answering with GraphiQL: a GET that accepts HTML. */
export function wantsGraphiQL(method: string, accept: string | undefined): boolean {
  return method === 'GET' && !!accept?.includes('text/html');
}

/** A file in the smallest coding the client takes (whatever order it lists them in); 304 when its copy is current. */
function sendFile(ctx: Context, file: Compressed, cache: string): void {
  ctx.compress = false;
  ctx.vary('Accept-Encoding');
  ctx.type = file.type;
  ctx.set('Cache-Control', cache);
  ctx.set('X-Content-Type-Options', 'nosniff');
  ctx.status = 200;
  ctx.etag = `"${file.tag}"`;
  if (ctx.fresh) {
    ctx.status = 304;
    return;
  }
  if (ctx.acceptsEncodings('br') === 'br') {
    ctx.set('Content-Encoding', 'br');
    ctx.body = file.brotli;
  } else if (ctx.acceptsEncodings('gzip') === 'gzip') {
    ctx.set('Content-Encoding', 'gzip');
    ctx.body = file.gzip;
  } else {
    // Rare (curl without --compressed): inflated as it streams, never held whole.
    ctx.body = Readable.from([file.gzip]).pipe(createGunzip());
  }
}

/**
 * Serves GraphiQL at `endpoint` for browsers, its files under `<endpoint>/assets/`, and its
 * sign-in script at `<endpoint>/sign-in.js` (as before the files were split); everything else
 * passes to the next middleware.
 */
export function graphiqlPage(endpoint: string, options: GraphiQLOptions): Middleware {
  const signInPath = `${endpoint}/sign-in.js`;
  const assetsPath = `${endpoint}/assets/`;
  let built: Promise<Built> | null = null;
  const build = () => {
    if (!built) {
      built = buildInWorker(options, assetsPath);
      // A failed build is retried by the next request rather than remembered.
      built.catch(() => {
        built = null;
      });
    }
    return built;
  };
  return async (ctx, next) => {
    const reading = ctx.method === 'GET' || ctx.method === 'HEAD';
    if (ctx.path === signInPath && reading) {
      ctx.type = 'text/javascript; charset=utf-8';
      ctx.set('Cache-Control', 'no-cache');
      ctx.set('X-Content-Type-Options', 'nosniff');
      ctx.body = SIGN_IN_SCRIPT;
      return;
    }
    if (ctx.path.startsWith(assetsPath) && reading) {
      const file = (await build()).assets.get(ctx.path.slice(assetsPath.length));
      if (!file) return next();
      return sendFile(ctx, file, IMMUTABLE);
    }
    if (ctx.path !== endpoint || !wantsGraphiQL(ctx.method, ctx.get('accept'))) return next();
    ctx.set('Content-Security-Policy', GRAPHIQL_CSP);
    // The page names the current files by hash: revalidated on every load (a 304), so a release shows at once.
    sendFile(ctx, (await build()).page, 'no-cache');
  };
}
