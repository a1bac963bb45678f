import net from 'node:net';

export interface StreamedPost {
  status: number;
  headers: Record<string, string>;
  body: string;
  /** Bytes of the body the client had handed to the socket when the answer arrived. */
  bytesSent: number;
}

/**
 * POSTs `totalBytes` of body in 64 KiB chunks over a raw TCP connection, declared with
 * Content-Length or sent chunked, and stops sending as soon as the server answers: what a server
 * that refuses early saves. A raw socket, because Node's HTTP client drops an answer that arrives
 * while it is still writing once the server stops reading (EPIPE), where curl or a browser reads it.
 */
export function postStreamed(
  url: string,
  options: { totalBytes: number; chunked: boolean; headers?: Record<string, string> },
): Promise<StreamedPost> {
  const target = new URL(url);
  const chunk = Buffer.alloc(64 * 1024, 'a');
  const headers: Record<string, string> = {
    host: target.host,
    'content-type': 'application/json',
    ...(options.chunked ? { 'transfer-encoding': 'chunked' } : { 'content-length': String(options.totalBytes) }),
    ...options.headers,
  };
  return new Promise((resolve, reject) => {
    const socket = net.connect(Number(target.port), target.hostname);
    let received = Buffer.alloc(0);
    let bytesSent = 0;
    let answered = false;

    const tryParse = (final: boolean) => {
      const text = received.toString('latin1');
      const end = text.indexOf('\r\n\r\n');
      if (end < 0) return final ? reject(new Error('connection closed before an answer')) : undefined;
      answered = true;
      const [statusLine = '', ...lines] = text.slice(0, end).split('\r\n');
      const parsedHeaders = Object.fromEntries(
        lines.map((line) => [line.slice(0, line.indexOf(':')).toLowerCase(), line.slice(line.indexOf(':') + 1).trim()]),
      );
      const length = Number(parsedHeaders['content-length'] ?? Number.NaN);
      const body = received.subarray(Buffer.byteLength(text.slice(0, end + 4), 'latin1'));
      if (!final && !(body.length >= length)) return;
      socket.destroy();
      resolve({
        status: Number(statusLine.split(' ')[1]),
        headers: parsedHeaders,
        body: body.subarray(0, Number.isNaN(length) ? body.length : length).toString('utf8'),
        bytesSent,
      });
    };
    socket.on('data', (data) => {
      received = Buffer.concat([received, data]);
      tryParse(false);
    });
    socket.on('close', () => {
      if (!answered) tryParse(true);
    });
    // Writing into a connection the server has stopped reading fails; the answer may still be readable.
    socket.on('error', () => {});

    const frame = (data: Buffer) =>
      options.chunked
        ? Buffer.concat([Buffer.from(`${data.length.toString(16)}\r\n`), data, Buffer.from('\r\n')])
        : data;
    socket.once('connect', () => {
      socket.write(`POST ${target.pathname}${target.search} HTTP/1.1\r\n`);
      socket.write(
        `${Object.entries(headers)
          .map(([k, v]) => `${k}: ${v}`)
          .join('\r\n')}\r\n\r\n`,
      );
      const pump = () => {
        while (!answered && !socket.destroyed && bytesSent < options.totalBytes) {
          const size = Math.min(chunk.length, options.totalBytes - bytesSent);
          bytesSent += size;
          if (!socket.write(frame(size === chunk.length ? chunk : chunk.subarray(0, size)))) {
            socket.once('drain', pump);
            return;
          }
        }
        if (!answered && !socket.destroyed && options.chunked) socket.write('0\r\n\r\n');
      };
      pump();
    });
  });
}
