import type { Repository } from 'typeorm';
import type { BookingConfig } from '../config';
import { CatalogueService } from './catalogue.service';
import type { ServiceTypeEntity } from './service-type.entity';
import type { TestimonialEntity } from './testimonial.entity';
import type { TransportServiceEntity } from './transport-service.entity';
import type { VehicleTypeEntity } from './vehicle-type.entity';
import type { VehicleEntity } from './vehicle.entity';

function setup(serviceTypeIds: number[], vehicles: { id: number; isActive: boolean }[]) {
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

describe('CatalogueService.bookingChoiceErrors', () => {
  const catalogue = setup(
    [1, 2],
    [
      { id: 1, isActive: true },
      { id: 4, isActive: false },
    ],
  );

  it('has nothing to say about a known service type and an active vehicle', async () => {
    await expect(catalogue.bookingChoiceErrors(1, 1)).resolves.toEqual([]);
  });

  it('names serviceTypeId when the service type does not exist', async () => {
    await expect(catalogue.bookingChoiceErrors(9, 1)).resolves.toEqual([
      { path: 'serviceTypeId', message: expect.any(String) },
    ]);
  });

  it('names vehicleId for an unknown vehicle and for a retired one', async () => {
    await expect(catalogue.bookingChoiceErrors(1, 9)).resolves.toEqual([
      { path: 'vehicleId', message: expect.any(String) },
    ]);
    await expect(catalogue.bookingChoiceErrors(1, 4)).resolves.toEqual([
      { path: 'vehicleId', message: 'This vehicle is not available for booking' },
    ]);
  });

  it('reports both fields at once', async () => {
    const errors = await catalogue.bookingChoiceErrors(9, 9);
    expect(errors.map((e) => e.path)).toEqual(['serviceTypeId', 'vehicleId']);
  });
});
