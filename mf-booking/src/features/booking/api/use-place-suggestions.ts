import { PLACE_QUERY_MAX_LENGTH, placesResponseSchema, type Place } from '@elite/contracts/places';
import { apiGet } from '@elite/web-kit';
import useSWR from 'swr';
import { useDebouncedValue } from './use-debounced-value';

export const PLACES_KEY = '/api/places';

/** GET /api/places?q=: the catalogue's places whose name matches the text typed (docs/product.md §10). */
export function getPlaces([url, q]: readonly [string, string]): Promise<Place[]> {
  return apiGet(`${url}?${new URLSearchParams({ q })}`, { schema: placesResponseSchema });
}

/**
 * The places to suggest for what is typed in a Pick-up or Drop-off field, asked for once typing
 * pauses; none for an empty field or a text no search takes. The previous answer stays while the
 * next one loads, so the list does not flicker.
 */
export function usePlaceSuggestions(text: string | undefined): Place[] {
  const q = useDebouncedValue((text ?? '').trim());
  const { data } = useSWR(
    q && q.length <= PLACE_QUERY_MAX_LENGTH ? ([PLACES_KEY, q] as const) : null,
    getPlaces,
    { keepPreviousData: true, revalidateOnFocus: false },
  );
  return data ?? [];
}
