import { toFieldErrors } from './errors';
import { placeNameKey, placesQuerySchema } from './places';

describe('placeNameKey and placesQuerySchema', () => {
  it('matches a text to a place name with case and white space aside', () => {
    expect(placeNameKey('  The  Beverly\tHills HOTEL ')).toBe(placeNameKey('The Beverly Hills Hotel'));
    expect(placeNameKey('The Beverly Hills')).not.toBe(placeNameKey('The Beverly Hills Hotel'));
  });

  it('refuses an empty or over-long search, naming q', () => {
    for (const q of ['', '   ', 'x'.repeat(61), ['LAX', 'BUR']]) {
      const result = placesQuerySchema.safeParse({ q });
      expect(result.success ? [] : toFieldErrors(result.error).map((problem) => problem.path)).toEqual(['q']);
    }
    expect(placesQuerySchema.parse({ q: ' lax ' })).toEqual({ q: 'lax' });
  });
});
