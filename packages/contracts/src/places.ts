import './zod-setup';
import { z } from 'zod';
import { requiredText } from './common';

/**
 * The places of the service area the Pick-up and Drop-off fields suggest (`GET /api/places?q=`,
 * docs/product.md §10). Pick-up and drop-off still travel as text; a text that names a place, as its
 * suggestion writes it, is priced at once.
 */
export const PLACE_KINDS = ['airport', 'district', 'hotel'] as const;

/** The longest search text accepted: longer than any place's name, short enough to be cheap. */
export const PLACE_QUERY_MAX_LENGTH = 60;
/** How many places a search answers at most. */
export const PLACES_SEARCH_LIMIT = 8;

export const placeSchema = z.object({
  /** Stable slug, e.g. `lax`, `beverly-hills`. */
  id: z.string(),
  /** What the suggestion writes into the field. */
  name: z.string(),
  kind: z.enum(PLACE_KINDS),
  /** An airport's IATA code, e.g. `LAX`; null for other places. */
  code: z.string().nullable(),
  /** The city or neighbourhood a hotel or airport is in; null for a district. */
  area: z.string().nullable(),
});
export type Place = z.infer<typeof placeSchema>;

export const placesResponseSchema = z.array(placeSchema);

/** Query of GET /api/places: the text typed so far. */
export const placesQuerySchema = z.object({ q: requiredText('Search text', PLACE_QUERY_MAX_LENGTH) });
export type PlacesQuery = z.output<typeof placesQuerySchema>;

/**
 * The key a pick-up or drop-off text is matched to a place's name by: case and white space aside,
 * so 'los angeles international airport (LAX) ' names the same place as its suggestion.
 */
export function placeNameKey(text: string): string {
  return text.normalize('NFKC').toLowerCase().replace(/\s+/g, '');
}
