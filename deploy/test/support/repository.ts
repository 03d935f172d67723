import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

export const ROOT = path.resolve(__dirname, '..', '..', '..');

export interface Deployable {
  name: string;
  folder: string;
  kind: 'service' | 'gateway' | 'static';
  port: number;
  portEnv: string;
  schema?: string;
  /** The services whose internal routes it calls. */
  calls?: string[];
  version: string;
  versionVariable: string;
  description: string;
  /** The Dockerfile of its kind, and the build arguments that make it build this deployable. */
  dockerfile: string;
  buildArgs: Record<string, string>;
}

/** The list in deploy/deployables.mjs (an ES module, so asked through node rather than imported). */
export function deployables(): Deployable[] {
  return JSON.parse(
    execFileSync(process.execPath, [path.join(ROOT, 'deploy', 'deployables.mjs'), '--json'], {
      encoding: 'utf8',
    }),
  );
}

export const readRepoFile = (relative: string): string => readFileSync(path.join(ROOT, relative), 'utf8');
export const repoFileExists = (relative: string): boolean => existsSync(path.join(ROOT, relative));
