import { PLACE_QUERY_MAX_LENGTH, PLACES_SEARCH_LIMIT, placeNameKey } from '@elite/contracts';
import { PLACE_CATALOGUE } from './place-catalogue';
import { PlacesService } from './places.service';

const places = new PlacesService();
const names = (query: string) => places.search(query).map((place) => place.name);

describe('PlacesService.search', () => {
  it.each(['LAX', 'lax', ' Lax '])(
    'finds Los Angeles International first by its code, written %j',
    (query) => {
      expect(places.search(query)[0]).toEqual({
        id: 'lax',
        name: 'Los Angeles International Airport (LAX)',
        kind: 'airport',
        code: 'LAX',
        area: 'Los Angeles',
      });
    },
  );

  it('finds a place by part of its name, whatever the case, and by words in any order', () => {
    expect(names('angeles INTERN')[0]).toBe('Los Angeles International Airport (LAX)');
    expect(names('hilton beverly')).toEqual(['The Beverly Hilton']);
    expect(names('ryokan')).toEqual(['Nobu Ryokan Malibu']);
  });

  it('ranks names starting with the text first, an airport before a district before a hotel', () => {
    expect(names('burbank').slice(0, 2)).toEqual(['Burbank', 'Hollywood Burbank Airport (BUR)']);
    expect(names('beverly hills').slice(0, 2)).toEqual([
      'Beverly Hills',
      'Four Seasons Hotel Los Angeles at Beverly Hills',
    ]);
  });

  it('finds hotels by the area they are in, after the places named so', () => {
    const found = places.search('santa monica');
    expect(found[0]!.name).toBe('Santa Monica');
    expect(found.slice(1).map((place) => place.area)).toEqual(found.slice(1).map(() => 'Santa Monica'));
    expect(found.map((place) => place.name)).toContain('Shutters on the Beach');
  });

  it(`answers at most ${PLACES_SEARCH_LIMIT} places, and none for text without a letter or digit`, () => {
    expect(places.search('a').length).toBe(PLACES_SEARCH_LIMIT);
    expect(places.search('--- !')).toEqual([]);
    expect(places.search('Kathmandu')).toEqual([]);
  });

  it('ignores accents', () => {
    expect(names('Chateau')).toEqual(names('Château'));
    expect(names('Château')).toEqual(['Chateau Marmont']);
  });
});

describe('PlacesService.named', () => {
  it('finds the place a text names as its suggestion writes it, case and white space aside', () => {
    expect(places.named('Los Angeles International Airport (LAX)')?.id).toBe('lax');
    expect(places.named('  los angeles  international airport (lax) ')?.id).toBe('lax');
    expect(places.named('THE BEVERLY HILLS HOTEL')?.id).toBe('beverly-hills-hotel');
  });

  it('finds no place for any other text, a code alone or part of a name included', () => {
    expect(places.named('LAX')).toBeUndefined();
    expect(places.named('LAX Terminal 4')).toBeUndefined();
    expect(places.named('1600 Main Street, Venice')).toBeUndefined();
  });
});

describe('PLACE_CATALOGUE', () => {
  it('holds the five Los Angeles airports, each with its code', () => {
    const airports = PLACE_CATALOGUE.filter((place) => place.kind === 'airport');
    expect(airports.map((place) => place.code).sort()).toEqual(['BUR', 'LAX', 'LGB', 'ONT', 'SNA']);
  });

  it('gives each place its own id and its own name, case and white space aside', () => {
    expect(new Set(PLACE_CATALOGUE.map((place) => place.id)).size).toBe(PLACE_CATALOGUE.length);
    expect(new Set(PLACE_CATALOGUE.map((place) => placeNameKey(place.name))).size).toBe(
      PLACE_CATALOGUE.length,
    );
  });

  it('places everything in the service area, with names a search can hold in full', () => {
    for (const place of PLACE_CATALOGUE) {
      expect([place.id, place.latitude > 33.4 && place.latitude < 34.4]).toEqual([place.id, true]);
      expect([place.id, place.longitude > -118.9 && place.longitude < -117.5]).toEqual([place.id, true]);
      expect(place.name.length).toBeLessThanOrEqual(PLACE_QUERY_MAX_LENGTH);
    }
  });
});
