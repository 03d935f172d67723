import { DEFAULT_THEME, THEMES, THEME_STORAGE_KEY, type Theme } from '@elite/contracts/constants';
import { useSyncExternalStore } from 'react';
import { create } from 'zustand';
import { persist, type PersistStorage } from 'zustand/middleware';
import { useHydrated } from '../hydration';

interface ThemeState {
  theme: Theme;
  setTheme(theme: Theme): void;
}
type PersistedTheme = Pick<ThemeState, 'theme'>;

function isTheme(value: unknown): value is Theme {
  return (THEMES as readonly unknown[]).includes(value);
}

// The key holds the bare value ('light' | 'dark' | 'system'), the way the spec names it.
const bareValueStorage: PersistStorage<PersistedTheme> = {
  getItem: (key) => {
    // A server render has no storage: it draws the default theme, as the page starts.
    if (typeof localStorage === 'undefined') return null;
    const stored = localStorage.getItem(key);
    return isTheme(stored) ? { state: { theme: stored } } : null;
  },
  setItem: (key, value) => localStorage.setItem(key, value.state.theme),
  removeItem: (key) => localStorage.removeItem(key),
};

export const useThemeStore = create<ThemeState>()(
  persist(
    (set) => ({
      theme: DEFAULT_THEME,
      setTheme: (theme) => set({ theme }),
    }),
    { name: THEME_STORAGE_KEY, storage: bareValueStorage, partialize: ({ theme }) => ({ theme }) },
  ),
);

const DARK_QUERY = '(prefers-color-scheme: dark)';

function subscribeToSystemTheme(onChange: () => void) {
  const query = window.matchMedia(DARK_QUERY);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}

/**
 * The theme actually shown: 'system' follows the operating system's preference, live. A server
 * render, and the hydration of its HTML, draw the default theme (what the HTML was made with); the
 * stored choice follows right after, as an ordinary update, so hydration never meets other HTML.
 */
export function useResolvedTheme(): 'light' | 'dark' {
  const theme = useThemeStore((state) => state.theme);
  const hydrated = useHydrated();
  const systemDark = useSyncExternalStore(
    subscribeToSystemTheme,
    () => window.matchMedia(DARK_QUERY).matches,
    () => DEFAULT_THEME === 'dark',
  );
  const chosen = hydrated ? theme : DEFAULT_THEME;
  if (chosen === 'system') return systemDark ? 'dark' : 'light';
  return chosen;
}

// antd's own red is below 4.5:1 as text on a card in both themes; these keep a danger button readable.
const READABLE_ERROR = { dark: '#ff7875', light: '#cf1322' } as const;

/** The `colorError` token for a danger button or its confirmation, readable in the current theme. */
export function useReadableErrorColor(): string {
  return READABLE_ERROR[useResolvedTheme()];
}
