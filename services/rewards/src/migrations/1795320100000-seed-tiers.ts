import type { MigrationInterface, QueryRunner } from 'typeorm';

const TIERS = [
  {
    name: 'Silver',
    description: 'Welcome to Elite Rewards. Every completed ride brings you closer to Gold.',
    minPoints: 0,
    benefits: [
      'Earn 100 points on every completed ride',
      'Priority e-mail support',
      'Birthday greeting from your chauffeur team',
    ],
    discount: 0,
  },
  {
    name: 'Gold',
    description: 'For regular travellers who expect a little more on every journey.',
    minPoints: 500,
    benefits: [
      '5% off every booking',
      'Complimentary 15 minutes of waiting time',
      'Chilled still and sparkling water on board',
    ],
    discount: 5,
  },
  {
    name: 'Platinum',
    description: 'Our most valued clients: the best of Elite Transport, every time.',
    minPoints: 1500,
    benefits: [
      '10% off every booking',
      'Complimentary 30 minutes of waiting time',
      'Dedicated reservations line',
      'Free upgrade to the premium minivan when available',
    ],
    discount: 10,
  },
];

export class SeedTiers1795320100000 implements MigrationInterface {
  name = 'SeedTiers1795320100000';

  async up(queryRunner: QueryRunner): Promise<void> {
    for (const tier of TIERS) {
      await queryRunner.query(
        `INSERT INTO "rewards"."rewards_tiers" ("name", "description", "min_points", "benefits", "discount_percentage") VALUES ($1, $2, $3, $4, $5)`,
        [tier.name, tier.description, tier.minPoints, tier.benefits, tier.discount],
      );
    }
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DELETE FROM "rewards"."rewards_tiers" WHERE "name" = ANY($1)`, [
      TIERS.map((t) => t.name),
    ]);
  }
}
