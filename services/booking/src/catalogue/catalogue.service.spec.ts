import type { Repository } from 'typeorm';
import type { BookingConfig } from '../config';
import { CatalogueService } from './catalogue.service';
import type { ServiceTypeEntity } from './service-type.entity';
import type { TestimonialEntity } from './testimonial.entity';
import type { TransportServiceEntity } from './transport-service.entity';
import type { VehicleTypeEntity } from './vehicle-type.entity';
import type { VehicleEntity } from './vehicle.entity';

interface StoredVehicle {
  id: number;
  name: string;
  isActive: boolean;
  passengers: number;
  luggage: number;
  hourlyRate: number;
}

function setup(serviceTypeIds: number[], vehicles: StoredVehicle[]) {
  const serviceTypes = {
    findOne: jest.fn(async ({ where }: { where: { id: number } }) =>
      serviceTypeIds.includes(where.id) ? { id: where.id, name: 'Airport Transfer', value: 'airport' } : null,
    ),
  };
  const vehicleRepository = {
    findOne: jest.fn(
      async ({ where }: { where: { id: number } }) => vehicles.find((v) => v.id === where.id) ?? null,
    ),
  };
  const unused = {} as Repository<never>;
  return new CatalogueService(
    unused as Repository<TransportServiceEntity>,
    vehicleRepository as unknown as Repository<VehicleEntity>,
    unused as Repository<VehicleTypeEntity>,
    serviceTypes as unknown as Repository<ServiceTypeEntity>,
    unused as Repository<TestimonialEntity>,
    { LOOKUP_CACHE_TTL_SECONDS: 60 } as BookingConfig,
  );
}

describe('CatalogueService.bookingChoice', () => {
  const van = { id: 1, name: 'Minivan', isActive: true, passengers: 7, luggage: 4, hourlyRate: 145 };
  const catalogue = setup(
    [1, 2],
    [van, { ...van, id: 2, name: 'BMW 7 Series' }, { ...van, id: 4, isActive: false }],
  );
  const errors = async (ride: Parameters<CatalogueService['bookingChoice']>[0]) =>
    (await catalogue.bookingChoice(ride)).errors;

  it('has nothing to say about a known service type, a bookable vehicle and a party that fits it', async () => {
    await expect(errors({ serviceTypeId: 1, vehicleId: 1, passengers: 7, luggage: 4 })).resolves.toEqual([]);
    await expect(errors({ serviceTypeId: 1, vehicleId: 1, passengers: 1, luggage: null })).resolves.toEqual(
      [],
    );
  });

  it('names serviceTypeId when the service type does not exist', async () => {
    await expect(errors({ serviceTypeId: 9, vehicleId: 1 })).resolves.toEqual([
      { path: 'serviceTypeId', message: 'Please choose one of our service types' },
    ]);
  });

  it('names vehicleId for an unknown vehicle, a hidden one and a retired one', async () => {
    await expect(errors({ serviceTypeId: 1, vehicleId: 9 })).resolves.toEqual([
      { path: 'vehicleId', message: 'Please choose one of our vehicles' },
    ]);
    for (const vehicleId of [2, 4])
      await expect(errors({ serviceTypeId: 1, vehicleId })).resolves.toEqual([
        { path: 'vehicleId', message: 'This vehicle is not available for booking' },
      ]);
  });

  it("names passengers and luggage beyond the vehicle's seats and room", async () => {
    await expect(errors({ serviceTypeId: 1, vehicleId: 1, passengers: 8, luggage: 5 })).resolves.toEqual([
      { path: 'passengers', message: 'The Minivan seats at most 7 passengers' },
      { path: 'luggage', message: 'The Minivan takes at most 4 pieces of luggage' },
    ]);
  });

  it('reports both fields at once', async () => {
    const found = await errors({ serviceTypeId: 9, vehicleId: 9 });
    expect(found.map((e) => e.path)).toEqual(['serviceTypeId', 'vehicleId']);
  });
});
