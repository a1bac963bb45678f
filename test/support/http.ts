import { expect } from 'vitest';

/** A tiny fetch wrapper for REST tests: the status, headers, parsed body and the raw text. */
export interface HttpResult<T = any> {
  url: string;
  status: number;
  headers: Headers;
  body: T;
  text: string;
}

export async function request<T = any>(
  url: string,
  options: { method?: string; token?: string; body?: unknown; rawBody?: string; headers?: Record<string, string> } = {},
): Promise<HttpResult<T>> {
  const headers: Record<string, string> = { ...options.headers };
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  let body: string | undefined = options.rawBody;
  if (options.body !== undefined) {
    body = JSON.stringify(options.body);
    headers['content-type'] = 'application/json';
  }
  const response = await fetch(url, { method: options.method ?? 'GET', headers, body });
  const text = await response.text();
  let parsed: unknown;
  try {
    parsed = text ? JSON.parse(text) : undefined;
  } catch {
    parsed = text;
  }
  return { url, status: response.status, headers: response.headers, body: parsed as T, text };
}

/**
 * Milliseconds until `url` refuses `credential` (a 401), polling; fails past `limitMs`, or on any
 * status but 200 meanwhile. For a process that hears of a revocation from the database's notice
 * (src/auth/principal-cache.ts), which holds it to a second.
 */
export async function untilRefused(url: string, credential: string, limitMs: number): Promise<number> {
  const started = performance.now();
  for (;;) {
    const { status } = await request(url, { token: credential });
    const elapsed = performance.now() - started;
    if (status === 401) return elapsed;
    expect(status).toBe(200);
    if (elapsed > limitMs) throw new Error(`the credential still worked after ${Math.round(elapsed)} ms`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}
