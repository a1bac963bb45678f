import { createRequire } from 'node:module';
import { Readable } from 'node:stream';
import { Worker } from 'node:worker_threads';
import { createGunzip } from 'node:zlib';
import type { Middleware } from 'koa';
import { SIGN_IN_SCRIPT } from './graphiql-sign-in.ts';

/**
 * GraphiQL's page, bundled (no CDN, so it works on an air-gapped network), is a 9 MB HTML string:
 * importing `@graphql-yoga/render-graphiql` in the serving process keeps it resident for the
 * process's life (+44 MB RSS, +32 MB heap, measured; docs/performance.md, "Where the memory goes"). Instead the page is
 * rendered once, on the first request that asks for it, in a worker thread that compresses it
 * (gzip and brotli) and exits, taking the string and its heap with it. What stays is the two
 * compressed copies, about 4 MB outside the V8 heap, served as precompressed static assets.
 */
export interface GraphiQLOptions {
  title: string;
  defaultQuery: string;
  headers: string;
  shouldPersistHeaders: boolean;
  subscriptionsProtocol: 'SSE';
}

interface Compressed {
  gzip: Buffer;
  brotli: Buffer;
}

// The worker is plain CommonJS evaluated from this string, so it runs the same under a TypeScript
// loader (tests, `npm run dev`) as from dist/: it requires the package by its resolved path.
const RENDER_WORKER = `
const { parentPort, workerData } = require('node:worker_threads');
const zlib = require('node:zlib');
const { renderGraphiQL } = require(workerData.module);
let page = renderGraphiQL(workerData.options);
// The sign-in script loads first, and GraphiQL is rendered through it (src/http/graphiql-sign-in.ts).
const call = 'YogaGraphiQL.renderYogaGraphiQL(';
const at = page.lastIndexOf(call);
const head = page.indexOf('</head>');
if (at < 0 || head < 0) throw new Error('the GraphiQL page has changed: the sign-in cannot be added');
page =
  page.slice(0, head) + '<script src="' + workerData.signInScript + '"></script>' +
  page.slice(head, at) + 'complianceGraphiQL.render(YogaGraphiQL.renderYogaGraphiQL, ' + page.slice(at + call.length);
const html = Buffer.from(page);
const gzip = zlib.gzipSync(html, { level: 9 });
const brotli = zlib.brotliCompressSync(html, {
  params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 9, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: html.length },
});
parentPort.postMessage({ gzip, brotli }, [gzip.buffer, brotli.buffer]);
`;

function renderInWorker(options: GraphiQLOptions, signInScript: string): Promise<Compressed> {
  const module = createRequire(import.meta.url).resolve('@graphql-yoga/render-graphiql');
  return new Promise((resolve, reject) => {
    const worker = new Worker(RENDER_WORKER, { eval: true, workerData: { module, options, signInScript } });
    worker.once('message', (message: { gzip: Uint8Array; brotli: Uint8Array }) =>
      resolve({ gzip: Buffer.from(message.gzip), brotli: Buffer.from(message.brotli) }),
    );
    worker.once('error', reject);
    worker.once('exit', (code) => reject(new Error(`GraphiQL renderer exited with ${code}`)));
  });
}

/** yoga's own rule for answering with GraphiQL: a GET that accepts HTML. */
export function wantsGraphiQL(method: string, accept: string | undefined): boolean {
  return method === 'GET' && !!accept?.includes('text/html');
}

/**
 * Serves GraphiQL at `endpoint` for browsers, and its sign-in script beside it; everything else
 * passes to the next middleware. The page runs inline scripts (yoga's bundle), so the console's
 * strict Content-Security-Policy is not applied to it.
 */
export function graphiqlPage(endpoint: string, options: GraphiQLOptions): Middleware {
  const signInPath = `${endpoint}/sign-in.js`;
  let page: Promise<Compressed> | null = null;
  return async (ctx, next) => {
    if (ctx.path === signInPath && (ctx.method === 'GET' || ctx.method === 'HEAD')) {
      ctx.type = 'text/javascript; charset=utf-8';
      ctx.set('Cache-Control', 'no-cache');
      ctx.set('X-Content-Type-Options', 'nosniff');
      ctx.body = SIGN_IN_SCRIPT;
      return;
    }
    if (ctx.path !== endpoint || !wantsGraphiQL(ctx.method, ctx.get('accept'))) return next();
    if (!page) {
      page = renderInWorker(options, signInPath);
      // A failed render is retried by the next request rather than remembered.
      page.catch(() => {
        page = null;
      });
    }
    const { gzip, brotli } = await page;
    ctx.compress = false;
    ctx.vary('Accept-Encoding');
    ctx.type = 'text/html; charset=utf-8';
    // The page embeds no secret and changes only with a release.
    ctx.set('Cache-Control', 'no-cache');
    // The smallest coding the client takes, whatever order it lists them in.
    if (ctx.acceptsEncodings('br') === 'br') {
      ctx.set('Content-Encoding', 'br');
      ctx.body = brotli;
    } else if (ctx.acceptsEncodings('gzip') === 'gzip') {
      ctx.set('Content-Encoding', 'gzip');
      ctx.body = gzip;
    } else {
      // Rare (curl without --compressed): inflated as it streams, never held whole.
      ctx.body = Readable.from([gzip]).pipe(createGunzip());
    }
  };
}
