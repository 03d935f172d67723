/// <reference types="node" />
import { describe, expect, it } from '@jest/globals';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { compatibleRange, createSharedConfig } from '../../federation-shared.cjs';

const root = path.resolve(__dirname, '../../../..');
const app = { dependencies: { react: '^19.3.1', antd: '^6.6.8', 'react-router': '^8.5.1' } };
const host = createSharedConfig(app, path.join(root, 'shell'), { host: true });
const remote = createSharedConfig(app, path.join(root, 'shell'));

describe('createSharedConfig', () => {
  it('shares react, react-dom (and its subpaths), the router, swr, zustand and web-kit as singletons', () => {
    for (const key of [
      'react',
      'react-dom',
      'react-dom/',
      'react-router',
      'swr',
      'zustand',
      '@elite/web-kit',
    ]) {
      expect(host[key]).toMatchObject({ singleton: true });
    }
    expect(host['react']?.requiredVersion).toBe('^19.3.1');
  });

  it('makes a singleton that does not satisfy a remote an error, not a warning (strictVersion)', () => {
    const singletons = Object.entries(remote).filter(([, config]) => config.singleton);
    expect(singletons.length).toBeGreaterThan(50);
    for (const [, config] of singletons) expect(config).toMatchObject({ strictVersion: true });
  });

  it('requires of web-kit the versions compatible with the one built with, not that one exactly', () => {
    const { version } = JSON.parse(readFileSync(path.join(__dirname, '../../package.json'), 'utf8')) as {
      version: string;
    };
    expect(remote['@elite/web-kit']).toMatchObject({ version, requiredVersion: compatibleRange(version) });
    expect(compatibleRange('0.1.3')).toBe('^0.1.0');
    expect(compatibleRange('1.2.5')).toBe('^1.2.0');
  });

  it('shares antd one component at a time, with the version the app asks for', () => {
    expect(host['antd/es/button']).toMatchObject({ singleton: true, requiredVersion: '^6.6.8' });
    expect(host['antd']).toBeUndefined();
    expect(Object.keys(host).filter((key) => key.startsWith('antd/es/')).length).toBeGreaterThan(50);
  });

  it('makes the host provide every antd component by file, and a remote only what it imports', () => {
    expect(host['antd/es/select']?.import).toMatch(/node_modules\/antd\/es\/select\/index\.js$/);
    expect(remote['antd/es/select']?.import).toBeUndefined();
    expect(host['@elite/contracts/rewards']?.import).toMatch(/packages\/contracts\/src\/rewards\.ts$/);
    expect(remote['@elite/contracts/rewards']?.import).toBeUndefined();
  });

  it("shares the contracts one domain at a time, never the package's root or its constants", () => {
    for (const domain of ['errors', 'common', 'identity', 'booking', 'tracking', 'rewards']) {
      // No state: a remote the shell's copy does not satisfy takes its own.
      expect(host[`@elite/contracts/${domain}`]).toMatchObject({ singleton: false, strictVersion: false });
    }
    expect(host['@elite/contracts']).toBeUndefined();
    expect(host['@elite/contracts/constants']).toBeUndefined();
    expect(host['@elite/contracts/service-registry.json']).toBeUndefined();
  });

  it("shares the product's router entry rather than all of react-router", () => {
    expect(host['react-router']?.import).toMatch(/web-kit\/src\/federation\/react-router\.ts$/);
    expect(remote['react-router']?.import).toBe(host['react-router']?.import);
  });

  it('leaves zod, zustand middleware and the ColorPicker out', () => {
    expect(host['zod']).toBeUndefined();
    expect(host['zustand/']).toBeUndefined();
    expect(host['antd/es/color-picker']).toBeUndefined();
  });
});
