import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

export const SHELL_MARKER = '<div id="root" data-test="shell"></div>';
export const HASHED_SCRIPT = 'main.3f9a1c0b2d4e6f70.js';

/** A repository-shaped folder with a built shell and one built remote (mf-admin has no build). */
export function makeStaticRoot(): string {
  const root = mkdtempSync(path.join(tmpdir(), 'gateway-static-'));
  const write = (file: string, text: string) => {
    mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    writeFileSync(path.join(root, file), text);
  };
  // Long enough for compression to kick in.
  write(
    'shell/dist/index.html',
    `<!doctype html><html><head><title>Elite Transport</title></head><body>${SHELL_MARKER}${'<!-- padding -->'.repeat(200)}</body></html>`,
  );
  write(`shell/dist/${HASHED_SCRIPT}`, 'console.log("shell");');
  write('mf-booking/dist/mf-manifest.json', JSON.stringify({ id: 'mf_booking', name: 'mf_booking' }));
  write('mf-booking/dist/remoteEntry.js', 'var mf_booking;');
  write('mf-booking/dist/123.9be1f2a4c6d8e0a1.js', 'chunk();');
  mkdirSync(path.join(root, 'mf-admin', 'src'), { recursive: true });
  return root;
}
