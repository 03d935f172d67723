import type { MigrationInterface, QueryRunner } from 'typeorm';

// Seed data lives in a migration so it is written exactly once per database: a restart keeps
// whatever is stored, and ids are fixed (service type 1 is 'airport', vehicle 1 the minivan).

const VEHICLE_TYPES = [
  { id: 1, name: 'Minivan', slug: 'minivan' },
  { id: 2, name: 'Sedan', slug: 'sedan' },
  { id: 3, name: 'SUV', slug: 'suv' },
];

const VEHICLES = [
  {
    id: 1,
    name: 'Mercedes-Benz V-Class Executive Minivan',
    description:
      'Our flagship for groups and families: an executive-configured Mercedes-Benz V-Class with hand-stitched leather ' +
      'seating, conference-style rear cabin, ambient lighting and generous space for luggage, driven by a uniformed, ' +
      'licensed chauffeur.',
    imageUrl: '/images/fleet/mercedes-v-class-executive.svg',
    passengers: 14,
    luggage: 10,
    features: [
      'Leather captain seats',
      'Complimentary Wi-Fi',
      'Chilled bottled water',
      'USB-C charging',
      'Privacy glass',
      'Climate control',
    ],
    hourlyRate: 145,
    vehicleTypeId: 1,
    isPremium: true,
  },
  {
    id: 2,
    name: 'BMW 7 Series Sedan',
    description:
      'A quiet, refined executive sedan for one to three passengers, with massage seats and a rear-seat workspace.',
    imageUrl: '/images/fleet/bmw-7-series-sedan.svg',
    passengers: 3,
    luggage: 3,
    features: ['Massage seats', 'Rear-seat workspace', 'Complimentary Wi-Fi'],
    hourlyRate: 110,
    vehicleTypeId: 2,
    isPremium: true,
  },
  {
    id: 3,
    name: 'Cadillac Escalade ESV',
    description:
      'A full-size luxury SUV with third-row seating and tinted windows, ideal for small groups who value privacy.',
    imageUrl: '/images/fleet/cadillac-escalade-esv.svg',
    passengers: 6,
    luggage: 6,
    features: ['Third-row seating', 'Tinted windows', 'Complimentary Wi-Fi'],
    hourlyRate: 125,
    vehicleTypeId: 3,
    isPremium: true,
  },
];

const SERVICES = [
  {
    id: 1,
    name: 'Airport Transfers',
    icon: 'plane-arrival',
    description:
      'Flight-tracked pickups at LAX, Burbank, Long Beach and John Wayne. Your chauffeur meets you in arrivals, ' +
      'handles your luggage and waits through delays at no extra charge.',
  },
  {
    id: 2,
    name: 'Corporate Travel',
    icon: 'building',
    description:
      'Punctual, discreet transportation for executives and visiting clients, with corporate accounts and ' +
      'monthly invoicing.',
  },
  {
    id: 3,
    name: 'Event Transportation',
    icon: 'glass-cheers',
    description:
      'Weddings, galas, premieres and nights out: arrive together and in style, with a chauffeur who waits while ' +
      'you celebrate.',
  },
  {
    id: 4,
    name: 'City Tours',
    icon: 'route',
    description:
      'Private tours of Los Angeles at your own pace, from Beverly Hills and Hollywood to Malibu and the Pacific ' +
      'Coast Highway.',
  },
  {
    id: 5,
    name: 'Roadshows & Meetings',
    icon: 'briefcase',
    description:
      'Multi-stop itineraries for investor roadshows, site visits and back-to-back meetings, coordinated by our ' +
      'dispatch team.',
  },
  {
    id: 6,
    name: 'Hourly Charters',
    icon: 'clock',
    description:
      'A chauffeur and vehicle at your disposal by the hour, for shopping, errands or days that do not follow a ' +
      'fixed schedule.',
  },
];

const SERVICE_TYPES = [
  { id: 1, name: 'Airport Transfer', value: 'airport', icon: 'plane-arrival' },
  { id: 2, name: 'Corporate Travel', value: 'corporate', icon: 'building' },
  { id: 3, name: 'Event Transportation', value: 'events', icon: 'glass-cheers' },
  { id: 4, name: 'City Tour', value: 'tours', icon: 'route' },
  { id: 5, name: 'Hourly Charter', value: 'hourly', icon: 'clock' },
];

const TESTIMONIALS = [
  {
    id: 1,
    name: 'Sarah Mitchell',
    position: 'Marketing Director, Horizon Media',
    testimonial:
      'Our flight landed an hour late and our chauffeur was still waiting in arrivals with a smile. The van was ' +
      'spotless and the whole team reached the offsite relaxed.',
    rating: 5,
    imageUrl: '/images/testimonials/sarah-mitchell.svg',
  },
  {
    id: 2,
    name: 'James Whitaker',
    position: 'CEO, Whitaker Capital',
    testimonial:
      'We book Elite Transport for every investor roadshow in Los Angeles. Seven meetings across the city in one ' +
      'day, and we were never late once.',
    rating: 5,
    imageUrl: '/images/testimonials/james-whitaker.svg',
  },
  {
    id: 3,
    name: 'Elena Rodriguez',
    position: 'Bride, Malibu wedding',
    testimonial:
      'The minivan carried the whole bridal party to the ceremony and on to the reception. Our chauffeur thought of ' +
      'everything, down to the umbrellas.',
    rating: 5,
    imageUrl: '/images/testimonials/elena-rodriguez.svg',
  },
  {
    id: 4,
    name: 'David Chen',
    position: 'Frequent traveler',
    testimonial:
      'Booking takes a minute, the price is clear up front, and the drivers are courteous and careful. My default ' +
      'for every trip to LAX.',
    rating: 4,
    imageUrl: '/images/testimonials/david-chen.svg',
  },
];

const TABLES = ['vehicle_types', 'vehicles', 'services', 'service_types', 'testimonials'] as const;

export class SeedCatalogue1795240100000 implements MigrationInterface {
  async up(queryRunner: QueryRunner): Promise<void> {
    for (const t of VEHICLE_TYPES) {
      await queryRunner.query(
        `INSERT INTO "booking"."vehicle_types" ("id", "name", "slug") VALUES ($1, $2, $3)`,
        [t.id, t.name, t.slug],
      );
    }
    for (const v of VEHICLES) {
      await queryRunner.query(
        `INSERT INTO "booking"."vehicles"
           ("id", "name", "description", "image_url", "passengers", "luggage", "features", "hourly_rate", "vehicle_type_id", "is_premium")
         VALUES ($1, $2, $3, $4, $5, $6, $7::jsonb, $8, $9, $10)`,
        [
          v.id,
          v.name,
          v.description,
          v.imageUrl,
          v.passengers,
          v.luggage,
          JSON.stringify(v.features),
          v.hourlyRate,
          v.vehicleTypeId,
          v.isPremium,
        ],
      );
    }
    for (const s of SERVICES) {
      await queryRunner.query(
        `INSERT INTO "booking"."services" ("id", "name", "description", "icon") VALUES ($1, $2, $3, $4)`,
        [s.id, s.name, s.description, s.icon],
      );
    }
    for (const s of SERVICE_TYPES) {
      await queryRunner.query(
        `INSERT INTO "booking"."service_types" ("id", "name", "value", "icon") VALUES ($1, $2, $3, $4)`,
        [s.id, s.name, s.value, s.icon],
      );
    }
    for (const t of TESTIMONIALS) {
      await queryRunner.query(
        `INSERT INTO "booking"."testimonials" ("id", "name", "position", "testimonial", "rating", "image_url")
         VALUES ($1, $2, $3, $4, $5, $6)`,
        [t.id, t.name, t.position, t.testimonial, t.rating, t.imageUrl],
      );
    }
    // Explicit ids leave the serial sequences behind; move them past the seeded rows.
    for (const table of TABLES) {
      await queryRunner.query(
        `SELECT setval(pg_get_serial_sequence('"booking"."${table}"', 'id'), (SELECT max("id") FROM "booking"."${table}"))`,
      );
    }
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    const seeded: Record<(typeof TABLES)[number], number[]> = {
      testimonials: TESTIMONIALS.map((t) => t.id),
      service_types: SERVICE_TYPES.map((s) => s.id),
      services: SERVICES.map((s) => s.id),
      vehicles: VEHICLES.map((v) => v.id),
      vehicle_types: VEHICLE_TYPES.map((t) => t.id),
    };
    for (const [table, ids] of Object.entries(seeded)) {
      await queryRunner.query(`DELETE FROM "booking"."${table}" WHERE "id" = ANY($1::int[])`, [ids]);
    }
  }
}
