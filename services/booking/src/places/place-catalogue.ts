import type { GeoPoint, Place } from '@elite/contracts';

/** A place of the catalogue: what the search answers, and where it is, which distances are priced from. */
export type CataloguePlace = Place & GeoPoint;

type Entry = [id: string, name: string, area: string | null, latitude: number, longitude: number];

const airports: [...Entry, code: string][] = [
  ['lax', 'Los Angeles International Airport (LAX)', 'Los Angeles', 33.9416, -118.4085, 'LAX'],
  ['bur', 'Hollywood Burbank Airport (BUR)', 'Burbank', 34.2007, -118.3587, 'BUR'],
  ['lgb', 'Long Beach Airport (LGB)', 'Long Beach', 33.8177, -118.1516, 'LGB'],
  ['sna', 'John Wayne Airport, Orange County (SNA)', 'Santa Ana', 33.6762, -117.8675, 'SNA'],
  ['ont', 'Ontario International Airport (ONT)', 'Ontario', 34.056, -117.6012, 'ONT'],
];

// Where a district is spread out, its point is its commercial centre.
const districts: Entry[] = [
  ['downtown-los-angeles', 'Downtown Los Angeles', null, 34.0407, -118.2468],
  ['arts-district', 'Arts District', null, 34.0403, -118.2326],
  ['koreatown', 'Koreatown', null, 34.0618, -118.3004],
  ['silver-lake', 'Silver Lake', null, 34.0869, -118.2702],
  ['los-feliz', 'Los Feliz', null, 34.1063, -118.2848],
  ['hollywood', 'Hollywood', null, 34.0928, -118.3287],
  ['west-hollywood', 'West Hollywood', null, 34.09, -118.3617],
  ['beverly-hills', 'Beverly Hills', null, 34.0736, -118.4004],
  ['century-city', 'Century City', null, 34.0576, -118.4164],
  ['bel-air', 'Bel Air', null, 34.1002, -118.4595],
  ['westwood', 'Westwood', null, 34.0635, -118.4455],
  ['brentwood', 'Brentwood', null, 34.052, -118.4732],
  ['pacific-palisades', 'Pacific Palisades', null, 34.0481, -118.5265],
  ['santa-monica', 'Santa Monica', null, 34.0195, -118.4912],
  ['venice', 'Venice', null, 33.985, -118.4695],
  ['marina-del-rey', 'Marina del Rey', null, 33.9803, -118.4517],
  ['playa-vista', 'Playa Vista', null, 33.9737, -118.4282],
  ['culver-city', 'Culver City', null, 34.0211, -118.3965],
  ['inglewood', 'Inglewood', null, 33.9617, -118.3531],
  ['el-segundo', 'El Segundo', null, 33.9192, -118.4165],
  ['manhattan-beach', 'Manhattan Beach', null, 33.8847, -118.4109],
  ['hermosa-beach', 'Hermosa Beach', null, 33.8622, -118.3995],
  ['redondo-beach', 'Redondo Beach', null, 33.8492, -118.3884],
  ['long-beach', 'Long Beach', null, 33.7701, -118.1937],
  ['malibu', 'Malibu', null, 34.0259, -118.7798],
  ['calabasas', 'Calabasas', null, 34.1367, -118.6615],
  ['encino', 'Encino', null, 34.1592, -118.5012],
  ['sherman-oaks', 'Sherman Oaks', null, 34.1508, -118.449],
  ['studio-city', 'Studio City', null, 34.1396, -118.3871],
  ['universal-city', 'Universal City', null, 34.1381, -118.3534],
  ['burbank', 'Burbank', null, 34.1808, -118.309],
  ['glendale', 'Glendale', null, 34.1425, -118.2551],
  ['pasadena', 'Pasadena', null, 34.1478, -118.1445],
  ['anaheim', 'Anaheim', null, 33.8366, -117.9143],
  ['irvine', 'Irvine', null, 33.6846, -117.8265],
  ['newport-beach', 'Newport Beach', null, 33.6189, -117.9298],
  ['laguna-beach', 'Laguna Beach', null, 33.5427, -117.7854],
];

const hotels: Entry[] = [
  ['beverly-hills-hotel', 'The Beverly Hills Hotel', 'Beverly Hills', 34.0816, -118.4134],
  ['beverly-hilton', 'The Beverly Hilton', 'Beverly Hills', 34.0663, -118.4135],
  ['beverly-wilshire', 'Beverly Wilshire, A Four Seasons Hotel', 'Beverly Hills', 34.0671, -118.4005],
  [
    'four-seasons-beverly-hills',
    'Four Seasons Hotel Los Angeles at Beverly Hills',
    'Beverly Hills',
    34.0721,
    -118.3907,
  ],
  ['waldorf-astoria-beverly-hills', 'Waldorf Astoria Beverly Hills', 'Beverly Hills', 34.0665, -118.4127],
  ['peninsula-beverly-hills', 'The Peninsula Beverly Hills', 'Beverly Hills', 34.0657, -118.4112],
  ['hotel-bel-air', 'Hotel Bel-Air', 'Bel Air', 34.0862, -118.4468],
  ['fairmont-century-plaza', 'Fairmont Century Plaza', 'Century City', 34.0584, -118.4146],
  ['chateau-marmont', 'Chateau Marmont', 'West Hollywood', 34.098, -118.3684],
  ['sunset-tower-hotel', 'Sunset Tower Hotel', 'West Hollywood', 34.0958, -118.3727],
  ['the-london-west-hollywood', 'The London West Hollywood', 'West Hollywood', 34.0897, -118.3856],
  ['hollywood-roosevelt', 'The Hollywood Roosevelt', 'Hollywood', 34.1016, -118.3414],
  ['ritz-carlton-los-angeles', 'The Ritz-Carlton, Los Angeles', 'Downtown Los Angeles', 34.0451, -118.2661],
  [
    'intercontinental-downtown',
    'InterContinental Los Angeles Downtown',
    'Downtown Los Angeles',
    34.0498,
    -118.2599,
  ],
  ['westin-bonaventure', 'The Westin Bonaventure Hotel & Suites', 'Downtown Los Angeles', 34.0527, -118.256],
  ['hotel-figueroa', 'Hotel Figueroa', 'Downtown Los Angeles', 34.0467, -118.2627],
  ['shutters-on-the-beach', 'Shutters on the Beach', 'Santa Monica', 34.0086, -118.4905],
  ['hotel-casa-del-mar', 'Hotel Casa del Mar', 'Santa Monica', 34.0083, -118.4902],
  ['fairmont-miramar', 'Fairmont Miramar Hotel & Bungalows', 'Santa Monica', 34.0178, -118.499],
  ['ritz-carlton-marina-del-rey', 'The Ritz-Carlton, Marina del Rey', 'Marina del Rey', 33.9829, -118.4441],
  ['nobu-ryokan-malibu', 'Nobu Ryokan Malibu', 'Malibu', 34.0349, -118.6863],
  ['langham-huntington-pasadena', 'The Langham Huntington, Pasadena', 'Pasadena', 34.1219, -118.1327],
  ['hilton-los-angeles-airport', 'Hilton Los Angeles Airport', 'Los Angeles', 33.9456, -118.3813],
  ['disneyland-hotel', 'Disneyland Hotel', 'Anaheim', 33.8093, -117.9256],
  ['resort-at-pelican-hill', 'The Resort at Pelican Hill', 'Newport Beach', 33.5909, -117.8357],
];

const place =
  (kind: Place['kind']) =>
  ([id, name, area, latitude, longitude, code]: [...Entry, code?: string]): CataloguePlace => ({
    id,
    name,
    kind,
    code: code ?? null,
    area,
    latitude,
    longitude,
  });

/**
 * The service area's places: the Los Angeles airports, its districts and its main hotels, with
 * coordinates (WGS 84, to about 10 m). A list in code rather than a table: it changes with a deploy
 * of this service (never of a frontend), and a search over some seventy names needs no index.
 */
export const PLACE_CATALOGUE: readonly CataloguePlace[] = [
  ...airports.map(place('airport')),
  ...districts.map(place('district')),
  ...hotels.map(place('hotel')),
];
