import { createClient } from '@compliance-gateway/client';
import { currentToken, refreshSession } from './auth.ts';

/** The console's one client: its token from memory, and a 401 answered by refreshing the session once. */
export const client = createClient({
  url: window.location.origin,
  token: () => currentToken(),
  onUnauthorized: refreshSession,
});

/** One GraphQL operation (a typed document of console/src/operations). */
export const graph = client.request;

async function authorizedGet(path: string): Promise<Response> {
  const send = () => fetch(path, { headers: { authorization: `Bearer ${currentToken() ?? ''}` } });
  const first = await send();
  if (first.status !== 401 || !(await refreshSession())) return first;
  return send();
}

function fileName(response: Response, fallback: string): string {
  const disposition = response.headers.get('content-disposition') ?? '';
  return /filename="?([^";]+)"?/.exec(disposition)?.[1] ?? fallback;
}

/**
 * Exports are REST GETs that need the bearer, so a plain link cannot fetch them: the console
 * fetches the file and hands the browser a Blob to save.
 */
export async function downloadExport(path: string, fallbackName: string): Promise<string> {
  const response = await authorizedGet(path);
  if (!response.ok) throw new Error(`The export failed (${response.status}).`);
  const name = fileName(response, fallbackName);
  const url = URL.createObjectURL(await response.blob());
  const anchor = document.createElement('a');
  anchor.href = url;
  anchor.download = name;
  document.body.append(anchor);
  anchor.click();
  anchor.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
  return name;
}

export function errorMessage(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
