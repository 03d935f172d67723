import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';

const KEY = 'elite-transport-theme';
let stored: Map<string, string>;

beforeEach(() => {
  stored = new Map();
  Object.assign(globalThis, {
    localStorage: {
      getItem: (key: string) => stored.get(key) ?? null,
      setItem: (key: string, value: string) => void stored.set(key, value),
      removeItem: (key: string) => void stored.delete(key),
    },
  });
  jest.resetModules();
});

afterEach(() => {
  Reflect.deleteProperty(globalThis, 'localStorage');
});

const loadStore = async () => (await import('./theme-store')).useThemeStore;

describe('theme store', () => {
  it('is dark by default', async () => {
    expect((await loadStore()).getState().theme).toBe('dark');
  });

  it('stores the bare choice under elite-transport-theme', async () => {
    const store = await loadStore();
    store.getState().setTheme('light');
    expect(stored.get(KEY)).toBe('light');
  });

  it('starts from the stored choice, and ignores a value that is not a theme', async () => {
    stored.set(KEY, 'system');
    expect((await loadStore()).getState().theme).toBe('system');
    jest.resetModules();
    stored.set(KEY, 'purple');
    expect((await loadStore()).getState().theme).toBe('dark');
  });
});
