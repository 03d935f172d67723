import { Inject, Injectable, Logger, type OnApplicationBootstrap } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import {
  servicesResponseSchema,
  serviceTypesResponseSchema,
  testimonialsResponseSchema,
  vehiclesResponseSchema,
  vehicleTypesResponseSchema,
  isBookableVehicle,
  type FieldError,
} from '@elite/contracts';
import type { EntityManager, ObjectLiteral, Repository } from 'typeorm';
import type { z } from 'zod';
import type { RideNames } from '../bookings/booking.entity';
import { BOOKING_CONFIG, type BookingConfig } from '../config';
import { LookupCache } from './lookup-cache';
import { ServiceTypeEntity } from './service-type.entity';
import { TestimonialEntity } from './testimonial.entity';
import { TransportServiceEntity } from './transport-service.entity';
import { VehicleTypeEntity } from './vehicle-type.entity';
import { VehicleEntity } from './vehicle.entity';

/** Why a ride's service type, vehicle or party is refused (docs/product.md §5). */
export const CHOICE_REFUSALS = {
  serviceType: 'Please choose one of our service types',
  vehicle: 'Please choose one of our vehicles',
  notBookable: 'This vehicle is not available for booking',
  seats: (vehicle: { name: string; passengers: number }) =>
    `The ${vehicle.name} seats at most ${vehicle.passengers} passengers`,
  luggage: (vehicle: { name: string; luggage: number }) =>
    `The ${vehicle.name} takes at most ${vehicle.luggage} pieces of luggage`,
} as const;

/** The read-mostly lists of the home page, served from memory, and the checks a booking needs. */
@Injectable()
export class CatalogueService implements OnApplicationBootstrap {
  private readonly logger = new Logger(CatalogueService.name);
  readonly services: LookupCache;
  readonly vehicles: LookupCache;
  readonly vehicleTypes: LookupCache;
  readonly serviceTypes: LookupCache;
  readonly testimonials: LookupCache;

  constructor(
    @InjectRepository(TransportServiceEntity) services: Repository<TransportServiceEntity>,
    @InjectRepository(VehicleEntity) private readonly vehicleRepository: Repository<VehicleEntity>,
    @InjectRepository(VehicleTypeEntity) vehicleTypes: Repository<VehicleTypeEntity>,
    @InjectRepository(ServiceTypeEntity)
    private readonly serviceTypeRepository: Repository<ServiceTypeEntity>,
    @InjectRepository(TestimonialEntity) testimonials: Repository<TestimonialEntity>,
    @Inject(BOOKING_CONFIG) config: BookingConfig,
  ) {
    // A table's rows by id (the active ones, when it says), parsed through the contract to keep exactly
    // the public fields, in the public shape.
    const list = (schema: z.ZodType, rows: Repository<ObjectLiteral>, where?: { isActive: true }) =>
      new LookupCache(
        async () => schema.parse(await rows.find({ where, order: { id: 'ASC' } })),
        config.LOOKUP_CACHE_TTL_SECONDS * 1000,
        (err) => this.logger.warn({ err }, 'Refreshing a lookup failed; serving the previous copy'),
      );
    this.services = list(servicesResponseSchema, services, { isActive: true });
    this.vehicles = list(vehiclesResponseSchema, vehicleRepository, { isActive: true });
    this.vehicleTypes = list(vehicleTypesResponseSchema, vehicleTypes);
    this.serviceTypes = list(serviceTypesResponseSchema, serviceTypeRepository);
    this.testimonials = list(testimonialsResponseSchema, testimonials, { isActive: true });
  }

  /** Warms every list so the first visitor does not pay for it. */
  async onApplicationBootstrap(): Promise<void> {
    await this.refresh();
  }

  async refresh(): Promise<void> {
    await Promise.all(
      [this.services, this.vehicles, this.vehicleTypes, this.serviceTypes, this.testimonials].map((c) =>
        c.refresh(),
      ),
    );
  }

  /**
   * The names a ride is described by in e-mails and events; a row removed since shows a plain word.
   * Inside a transaction, read with its `manager`: a second connection asked for while the first
   * waits on a lock would starve the pool when many wait at once.
   */
  async rideNames(serviceTypeId: number, vehicleId: number, manager?: EntityManager): Promise<RideNames> {
    return (await this.bookingChoice({ serviceTypeId, vehicleId }, manager)).names;
  }

  /**
   * A new booking's (or quote's) service type and vehicle, read once: whether the ride may be booked
   * (field errors, empty when it may: a known service type, a bookable vehicle that takes the party),
   * the names its events describe the ride by, and the vehicle's hourly rate in dollars (null when
   * there is no such vehicle).
   */
  async bookingChoice(
    ride: {
      serviceTypeId: number;
      vehicleId: number;
      passengers?: number;
      luggage?: number | null;
    },
    manager?: EntityManager,
  ): Promise<{ errors: FieldError[]; names: RideNames; hourlyRate: number | null }> {
    const serviceTypes = manager?.getRepository(ServiceTypeEntity) ?? this.serviceTypeRepository;
    const vehicles = manager?.getRepository(VehicleEntity) ?? this.vehicleRepository;
    const [serviceType, vehicle] = await Promise.all([
      serviceTypes.findOne({
        where: { id: ride.serviceTypeId },
        select: { id: true, name: true, value: true },
      }),
      vehicles.findOne({
        where: { id: ride.vehicleId },
        select: {
          id: true,
          name: true,
          isActive: true,
          hourlyRate: true,
          passengers: true,
          luggage: true,
          plate: true,
        },
      }),
    ]);
    const errors: FieldError[] = [];
    if (!serviceType) errors.push({ path: 'serviceTypeId', message: CHOICE_REFUSALS.serviceType });
    if (!vehicle) errors.push({ path: 'vehicleId', message: CHOICE_REFUSALS.vehicle });
    else if (!isBookableVehicle(vehicle))
      errors.push({ path: 'vehicleId', message: CHOICE_REFUSALS.notBookable });
    else {
      if (ride.passengers !== undefined && ride.passengers > vehicle.passengers)
        errors.push({ path: 'passengers', message: CHOICE_REFUSALS.seats(vehicle) });
      if ((ride.luggage ?? 0) > vehicle.luggage)
        errors.push({ path: 'luggage', message: CHOICE_REFUSALS.luggage(vehicle) });
    }
    const names = {
      serviceType: serviceType?.name ?? 'Ride',
      serviceTypeValue: serviceType?.value ?? '',
      vehicle: vehicle?.name ?? 'Vehicle',
      vehiclePlate: vehicle?.plate ?? null,
    };
    return { errors, names, hourlyRate: vehicle?.hourlyRate ?? null };
  }
}
