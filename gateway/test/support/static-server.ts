import { spawn, type ChildProcess } from 'node:child_process';
import http from 'node:http';
import path from 'node:path';
import { listenLocally } from './fake-upstream';

// The static server of the shell and remote images, as the gateway meets it in compose and Kubernetes.
const SERVER = path.resolve(__dirname, '..', '..', '..', 'deploy', 'static-server', 'server.mjs');

export interface StaticServer {
  url: string;
  stop(): Promise<void>;
}

/** Starts deploy/static-server/server.mjs in a child process serving `siteDir`; resolves once it listens. */
export async function startStaticServer(
  siteDir: string,
  env: Record<string, string> = {},
): Promise<StaticServer> {
  const child: ChildProcess = spawn(process.execPath, [SERVER], {
    env: { ...process.env, PORT: '0', HOST: '127.0.0.1', SITE_DIR: siteDir, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const url = await new Promise<string>((resolve, reject) => {
    let output = '';
    const timer = setTimeout(() => reject(new Error(`static server did not start: ${output}`)), 10_000);
    child.stdout!.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const match = /on 127\.0\.0\.1:(\d+)/.exec(output);
      if (match) {
        clearTimeout(timer);
        resolve(`http://127.0.0.1:${match[1]}`);
      }
    });
    child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`static server exited (${code}): ${output}`));
    });
  });
  return {
    url,
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}

export interface SiteStub {
  url: string;
  seen: http.IncomingHttpHeaders[];
  close(): Promise<void>;
}

/**
 * A static server that misbehaves on purpose: it sends its own security, cache and cookie headers,
 * and never answers paths under /hang/.
 */
export async function startSiteStub(): Promise<SiteStub> {
  const seen: http.IncomingHttpHeaders[] = [];
  const server = http.createServer((req, res) => {
    seen.push(req.headers);
    if (req.url!.startsWith('/hang/')) return;
    const body = 'console.log("stub");';
    res.writeHead(200, {
      'content-type': 'text/javascript; charset=utf-8',
      'content-length': Buffer.byteLength(body),
      'content-security-policy': "default-src *; script-src * 'unsafe-eval'",
      'cache-control': 'public, max-age=600',
      'set-cookie': 'tracker=1; Path=/',
      'x-served-by': 'stub',
    });
    res.end(body);
  });
  return { seen, ...(await listenLocally(server)) };
}
