/// <reference types="node" />
import { describe, expect, it } from '@jest/globals';
import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

// antd's baked stylesheet (shell/antd-stylesheet.mjs) must hold the rules of every antd component the
// shell, web-kit and the remotes draw: the pages run with zeroRuntime, so a missing one is unstyled.
const ROOT = path.resolve(__dirname, '../..');
const SOURCES = [
  'shell/src',
  'packages/web-kit/src',
  ...readdirSync(ROOT).filter((name) => /^mf-/.test(name)),
];
// Imports of antd that are no component (config, theme, types) or whose rules live under another name.
// 'grid' is imported for its useBreakpoint hook alone; its Row and Col are antd/es/row and antd/es/col.
const NOT_DRAWN = new Set(['config-provider', 'theme', 'grid']);
const CLASS_OF: Record<string, string> = { button: 'ant-btn' };

const kebab = (name: string) =>
  name.replace(/[a-z0-9][A-Z]/g, (pair) => `${pair[0]}-${pair[1]}`).toLowerCase();

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory())
      return entry.name === 'node_modules' || entry.name === 'dist' ? [] : sourceFiles(full);
    return /\.tsx?$/.test(entry.name) && !entry.name.endsWith('.spec.ts') ? [full] : [];
  });
}

/** The antd components the frontends import, as antd's folder names (`input-number`). */
function componentsUsed(): Set<string> {
  const used = new Set<string>();
  for (const dir of SOURCES) {
    const full = path.join(ROOT, dir);
    for (const file of sourceFiles(full.endsWith('src') ? full : path.join(full, 'src'))) {
      const text = readFileSync(file, 'utf8');
      for (const [, folder] of text.matchAll(/from 'antd\/es\/([a-z-]+)'/g)) used.add(folder);
      for (const [, names] of text.matchAll(/import\s*\{([^}]*)\}\s*from 'antd'/g))
        for (const name of names.split(',').map((part) => part.trim()))
          if (/^[A-Za-z]/.test(name) && !name.startsWith('type ')) used.add(kebab(name));
    }
  }
  for (const folder of NOT_DRAWN) used.delete(folder);
  return used;
}

describe("antd's stylesheet", () => {
  const css = execFileSync(process.execPath, [path.join(ROOT, 'shell/antd-stylesheet.mjs')], {
    env: { ...process.env, NODE_ENV: 'production' },
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  });

  it('holds the rules of every antd component the shell, web-kit and the remotes use', () => {
    const used = [...componentsUsed()];
    expect(used).toEqual(expect.arrayContaining(['button', 'form', 'input', 'skeleton']));
    const missing = used.filter((folder) => !css.includes(`.${CLASS_OF[folder] ?? `ant-${folder}`}{`));
    expect(missing).toEqual([]);
  });

  it('is the components’ rules alone: unhashed, with no theme’s values', () => {
    expect(css).not.toMatch(/\.css-[a-z0-9]{5,}/);
    // A theme's variables are declared where the theme is used (css-var-… classes), not here.
    expect(css).not.toMatch(/\.css-var-[^{]*\{--ant-color-primary:/);
    expect(css).toContain('var(--ant-color-primary)');
  });
});
