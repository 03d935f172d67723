import type { ReactNode } from 'react';
import { SWRConfig, type SWRConfiguration } from 'swr';
import { apiGet } from '../api/api-client';

/** The default loader: a GET on the key, or on its first element when the key is a list (docs/product.md §7). */
export function swrFetcher(key: string | readonly [string, ...unknown[]]): Promise<unknown> {
  return apiGet(typeof key === 'string' ? key : key[0]);
}

/** Spec §7 query defaults: no refetch on focus or reconnect, never stale once loaded, no retries. */
export const swrDefaults = {
  fetcher: swrFetcher,
  revalidateOnFocus: false,
  revalidateOnReconnect: false,
  revalidateIfStale: false,
  shouldRetryOnError: false,
  errorRetryCount: 0,
} satisfies SWRConfiguration;

/** What a server render already loaded, by SWR key: the first render shows it without a request. */
export type DataFallback = Record<string, unknown>;

export function DataProvider({ children, fallback }: { children: ReactNode; fallback?: DataFallback }) {
  return <SWRConfig value={fallback ? { ...swrDefaults, fallback } : swrDefaults}>{children}</SWRConfig>;
}
