import { createHash } from 'node:crypto';
import { html } from '../delivery/reports/client-report.ts';
import type { DocumentAnswer } from './route.ts';

/**
 * The pages a person sees behind the unsubscribe link of an email: a GET never changes anything
 * (mail scanners and link previews follow links), so it shows what the link stops and a button
 * that POSTs the confirmation; the answer to that POST says what was done. Mail clients skip both
 * and POST the link itself (RFC 8058). The link's token is in the URL: no referrer leaves the page,
 * nothing is cached, no script runs, and it is framed nowhere.
 */

const STYLE =
  'body{font:16px/1.5 system-ui,sans-serif;color:#1a1a1a;margin:0;padding:3rem 1rem}' +
  'main{max-width:32rem;margin:0 auto}h1{font-size:1.4rem}' +
  'button{font:inherit;padding:.5rem 1.2rem;border:0;border-radius:4px;background:#1f4e8c;color:#fff;cursor:pointer}';

/**
 * The pages' own policy (their style sheet and the form posting back here); nosniff and the
 * referrer rule are every HTML answer's (src/http/html-headers.ts). Not kept by any cache: the
 * token is in the URL.
 */
export const UNSUBSCRIBE_PAGE_CSP = [
  "default-src 'none'",
  `style-src 'sha256-${createHash('sha256').update(STYLE).digest('base64')}'`,
  "form-action 'self'",
  "frame-ancestors 'none'",
  "base-uri 'none'",
].join('; ');
const UNSUBSCRIBE_PAGE_HEADERS: Readonly<Record<string, string>> = {
  'Content-Security-Policy': UNSUBSCRIBE_PAGE_CSP,
  'Cache-Control': 'no-store',
};

function page(title: string, body: string): DocumentAnswer {
  return {
    contentType: 'text/html',
    headers: UNSUBSCRIBE_PAGE_HEADERS,
    body: `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${html(title)}</title><style>${STYLE}</style></head><body><main><h1>${html(title)}</h1>${body}</main></body></html>`,
  };
}

const what = (destination: string) =>
  destination === 'email' ? 'compliance notifications by email' : 'compliance notifications in this channel';

/** What the link stops, with the button that confirms it (a form POST to .../unsubscribe/confirm). */
export function unsubscribePage(token: string, link: { destination: string; active: boolean }): DocumentAnswer {
  if (!link.active) {
    return page('Already stopped', `<p>You no longer receive ${what(link.destination)}. Nothing to do.</p>`);
  }
  // Relative to /api/v1/notifications/unsubscribe, so it works under any prefix a proxy adds.
  const action = `unsubscribe/confirm?token=${encodeURIComponent(token)}`;
  return page(
    'Stop these emails?',
    `<p>You will no longer receive ${what(link.destination)}. You can turn them on again in the console's notification settings.</p>` +
      `<form method="post" action="${html(action)}"><input type="hidden" name="List-Unsubscribe" value="One-Click"><button type="submit">Unsubscribe</button></form>`,
  );
}

export function unsubscribedPage(result: { stopped: boolean; destination: string }): DocumentAnswer {
  return result.stopped
    ? page('Unsubscribed', `<p>You will no longer receive ${what(result.destination)}.</p>`)
    : page('Already stopped', `<p>You no longer receive ${what(result.destination)}. Nothing changed.</p>`);
}
