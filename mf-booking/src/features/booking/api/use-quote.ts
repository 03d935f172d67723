import { quoteSchema, type Quote, type QuoteRequest } from '@elite/contracts/quotes';
import { apiPost } from '@elite/web-kit';
import useSWR from 'swr';
import { useDebouncedValue } from './use-debounced-value';

export const QUOTES_KEY = '/api/quotes';

/** POST /api/quotes with a trip as its key holds it (JSON): the all-in price (docs/product.md §10). */
export function getQuote([url, trip]: readonly [string, string]): Promise<Quote> {
  return apiPost(url, JSON.parse(trip) as QuoteRequest, { schema: quoteSchema });
}

/**
 * The quote of the trip the form holds, asked for once its fields stop changing; none while the
 * trip is not known (null). The trip is keyed as its JSON, so the same trip again is answered from
 * the cache, and `pending` says the quote shown is not yet the one of the trip as it is now.
 */
export function useQuote(trip: QuoteRequest | null) {
  const wanted = trip && JSON.stringify(trip);
  const settled = useDebouncedValue(wanted);
  // The last quote stays shown while the next one loads, so the price does not flicker.
  const answer = useSWR(settled ? ([QUOTES_KEY, settled] as const) : null, getQuote, {
    keepPreviousData: true,
    revalidateOnFocus: false,
  });
  return { ...answer, known: wanted !== null, pending: wanted !== settled || answer.isLoading };
}
