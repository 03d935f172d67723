import { describe, expect, it } from '@jest/globals';
import type { Vehicle } from '@elite/contracts/catalogue';
import { visibleVehicles } from './visible-vehicles';

const vehicle = (id: number, name: string): Vehicle => ({
  id,
  name,
  description: '',
  imageUrl: null,
  passengers: 4,
  luggage: 2,
  features: [],
  hourlyRate: 100,
  vehicleTypeId: null,
  isPremium: false,
  isActive: true,
});

describe('visibleVehicles', () => {
  it("hides vehicles whose name contains 'BMW' or 'Cadillac' and keeps the rest in order", () => {
    const vehicles = [
      vehicle(1, 'Mercedes-Benz V-Class'),
      vehicle(2, 'BMW 7 Series'),
      vehicle(3, 'Cadillac Escalade'),
      vehicle(4, 'City Tour Coach'),
    ];
    expect(visibleVehicles(vehicles).map(({ id }) => id)).toEqual([1, 4]);
  });
});
