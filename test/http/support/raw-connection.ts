import net from 'node:net';

export interface RawResponse {
  status: number;
  headers: Record<string, string>;
  body: string;
  /** Milliseconds from the call to `response()` to the answer's last byte. */
  ms: number;
}

/** How a raw connection ended: the server's FIN (`end`), a reset or other error, or not at all. */
export type Ending = { kind: 'end' } | { kind: 'error'; code: string } | { kind: 'open' };

/**
 * One TCP connection to the server, written and read byte for byte: what a keep-alive client, or
 * a client that lies about its body, does. Node's HTTP client would not send a body shorter than
 * its Content-Length, and hides which connection a request went over.
 */
export class RawConnection {
  private readonly socket: net.Socket;
  private buffer = Buffer.alloc(0);
  private waiters: (() => void)[] = [];
  private ending: Ending = { kind: 'open' };
  readonly connected: Promise<void>;

  constructor(url: string) {
    const target = new URL(url);
    this.socket = net.connect(Number(target.port), target.hostname);
    this.connected = new Promise((resolve, reject) => {
      this.socket.once('connect', resolve);
      this.socket.once('error', reject);
    });
    this.socket.on('data', (data) => {
      this.buffer = Buffer.concat([this.buffer, data]);
      this.wake();
    });
    this.socket.on('end', () => {
      if (this.ending.kind === 'open') this.ending = { kind: 'end' };
      this.wake();
    });
    this.socket.on('error', (error: NodeJS.ErrnoException) => {
      this.ending = { kind: 'error', code: error.code ?? error.message };
      this.wake();
    });
    this.socket.on('close', () => this.wake());
  }

  static async open(url: string): Promise<RawConnection> {
    const connection = new RawConnection(url);
    await connection.connected;
    return connection;
  }

  /** Writes bytes as they are; resolves once they are handed to the kernel (false after an error). */
  write(data: string | Buffer): Promise<boolean> {
    if (this.socket.destroyed || !this.socket.writable) return Promise.resolve(false);
    return new Promise((resolve) => this.socket.write(data, (error) => resolve(!error)));
  }

  /** A request's head: the request line, `host`, the given headers and the blank line. */
  head(method: string, path: string, headers: Record<string, string | number> = {}): string {
    const lines = [`${method} ${path} HTTP/1.1`, 'host: 127.0.0.1'];
    for (const [name, value] of Object.entries(headers)) lines.push(`${name}: ${value}`);
    return `${lines.join('\r\n')}\r\n\r\n`;
  }

  /** Sends a whole request: its head and body, Content-Length set to the body's length unless given. */
  async request(method: string, path: string, headers: Record<string, string | number> = {}, body = ''): Promise<void> {
    const withLength =
      body === '' && !('content-length' in headers)
        ? headers
        : { 'content-length': Buffer.byteLength(body), ...headers };
    await this.write(this.head(method, path, withLength) + body);
  }

  /**
   * The next answer on the connection (Content-Length framed, as every answer of this server
   * that is not a stream is), or an error when none arrives within `timeoutMs` or the connection
   * ends first.
   */
  async response(timeoutMs = 5_000, options: { head?: boolean } = {}): Promise<RawResponse> {
    const started = performance.now();
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const parsed = this.take(options.head ?? false);
      if (parsed) return { ...parsed, ms: performance.now() - started };
      if (this.ending.kind !== 'open' || this.socket.destroyed)
        throw new Error(`connection ended before an answer: ${JSON.stringify(this.ending)}`);
      const left = deadline - Date.now();
      if (left <= 0) throw new Error(`no answer within ${timeoutMs} ms`);
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, left);
        this.waiters.push(() => {
          clearTimeout(timer);
          resolve();
        });
      });
    }
  }

  /** How the connection has ended by the time `withinMs` has passed (or earlier, once it ends). */
  async ended(withinMs: number): Promise<Ending> {
    const deadline = Date.now() + withinMs;
    while (this.ending.kind === 'open' && !this.socket.destroyed && Date.now() < deadline) {
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, Math.max(1, deadline - Date.now()));
        this.waiters.push(() => {
          clearTimeout(timer);
          resolve();
        });
      });
    }
    return this.ending;
  }

  close(): void {
    this.socket.destroy();
  }

  /** One answer off the buffer; an answer to HEAD has no body, whatever its Content-Length says. */
  private take(head: boolean): Omit<RawResponse, 'ms'> | null {
    const text = this.buffer.toString('latin1');
    const end = text.indexOf('\r\n\r\n');
    if (end < 0) return null;
    const [statusLine = '', ...lines] = text.slice(0, end).split('\r\n');
    const headers = Object.fromEntries(
      lines.map((line) => [line.slice(0, line.indexOf(':')).toLowerCase(), line.slice(line.indexOf(':') + 1).trim()]),
    );
    const status = Number(statusLine.split(' ')[1]);
    const bodyStart = end + 4;
    if (head) {
      this.buffer = this.buffer.subarray(bodyStart);
      return { status, headers, body: '' };
    }
    if (headers['transfer-encoding'] === 'chunked') {
      const chunks: Buffer[] = [];
      let at = bodyStart;
      for (;;) {
        const lineEnd = this.buffer.indexOf('\r\n', at);
        if (lineEnd < 0) return null;
        const size = Number.parseInt(this.buffer.subarray(at, lineEnd).toString('latin1'), 16);
        if (this.buffer.length < lineEnd + 2 + size + 2) return null;
        chunks.push(this.buffer.subarray(lineEnd + 2, lineEnd + 2 + size));
        at = lineEnd + 2 + size + 2;
        if (size === 0) break;
      }
      this.buffer = this.buffer.subarray(at);
      return { status, headers, body: Buffer.concat(chunks).toString('utf8') };
    }
    const length = Number(headers['content-length'] ?? 0);
    if (this.buffer.length < bodyStart + length) return null;
    const body = this.buffer.subarray(bodyStart, bodyStart + length).toString('utf8');
    this.buffer = this.buffer.subarray(bodyStart + length);
    return { status, headers, body };
  }

  private wake(): void {
    const waiting = this.waiters;
    this.waiters = [];
    for (const wake of waiting) wake();
  }
}
