import http from 'node:http';

export interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: string;
  /** The body as it came, undecoded (a compressed one, say). */
  bytes: Buffer;
  json<T = Record<string, unknown>>(): T;
}

export interface SendOptions {
  headers?: Record<string, string>;
  body?: string | Buffer;
  /** Stream the body in chunks without Content-Length. */
  chunked?: boolean;
}

/** One request on its own connection, with full control over the headers a browser would send. */
export function send(base: string, method: string, path: string, options: SendOptions = {}): Promise<Answer> {
  const { hostname, port } = new URL(base);
  return new Promise((resolve, reject) => {
    const req = http.request(
      { hostname, port, method, path, agent: false, headers: options.headers },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => {
          const bytes = Buffer.concat(chunks);
          const body = bytes.toString();
          resolve({
            status: res.statusCode!,
            headers: res.headers,
            body,
            bytes,
            json: () => JSON.parse(body),
          });
        });
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    if (options.body !== undefined && options.chunked) {
      const body = Buffer.from(options.body);
      for (let offset = 0; offset < body.length; offset += 4096)
        req.write(body.subarray(offset, offset + 4096));
    }
    req.end(options.chunked ? undefined : options.body);
  });
}
