import { Injectable } from '@nestjs/common';
import { PLACE_KINDS, PLACES_SEARCH_LIMIT, placeNameKey, type Place } from '@elite/contracts';
import { PLACE_CATALOGUE, type CataloguePlace } from './place-catalogue';

/** Lower case, accents and punctuation dropped, words separated by one space: what search compares. */
function searchText(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

interface Indexed {
  place: CataloguePlace;
  name: string;
  words: string[];
  code: string;
  /** Name, code and area: where a word may also be found. */
  everything: string;
}

/**
 * The places catalogue: its search (the Pick-up and Drop-off suggestions) and the place a ride's text
 * names. The ranking is a few string comparisons written here: over some seventy short names, a
 * search library's fuzzy scoring would rank 'LAX' below names that merely resemble it.
 */
@Injectable()
export class PlacesService {
  private readonly indexed: Indexed[] = PLACE_CATALOGUE.map((place) => {
    const name = searchText(place.name);
    const code = place.code?.toLowerCase() ?? '';
    return {
      place,
      name,
      words: name.split(' '),
      code,
      everything: [name, code, searchText(place.area ?? '')].join(' '),
    };
  });
  private readonly byKey = new Map(PLACE_CATALOGUE.map((place) => [placeNameKey(place.name), place]));

  /**
   * The places matching what was typed, best first, at most PLACES_SEARCH_LIMIT: an airport's code,
   * then names starting with the text, names with words starting with each word typed, names containing
   * each, then places whose code or area does; within a rank airports, districts, hotels, by name.
   */
  search(query: string): Place[] {
    const text = searchText(query);
    const tokens = text.split(' ').filter(Boolean);
    if (tokens.length === 0) return [];
    const rank = (entry: Indexed): number | undefined => {
      if (entry.code && entry.code === text) return 0;
      if (entry.name.startsWith(text)) return 1;
      if (tokens.every((token) => entry.words.some((word) => word.startsWith(token)))) return 2;
      if (tokens.every((token) => entry.name.includes(token))) return 3;
      if (tokens.every((token) => entry.everything.includes(token))) return 4;
      return undefined;
    };
    return this.indexed
      .flatMap((entry) => {
        const found = rank(entry);
        return found === undefined ? [] : [{ found, place: entry.place }];
      })
      .sort(
        (a, b) =>
          a.found - b.found ||
          PLACE_KINDS.indexOf(a.place.kind) - PLACE_KINDS.indexOf(b.place.kind) ||
          a.place.name.localeCompare(b.place.name, 'en-US'),
      )
      .slice(0, PLACES_SEARCH_LIMIT)
      .map(({ place: { id, name, kind, code, area } }) => ({ id, name, kind, code, area }));
  }

  /** The place a pick-up or drop-off text names, as its suggestion writes it (case and white space aside). */
  named(text: string): CataloguePlace | undefined {
    return this.byKey.get(placeNameKey(text));
  }
}
