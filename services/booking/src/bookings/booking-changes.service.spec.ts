import { ConflictException, NotFoundException } from '@nestjs/common';
import { SYSTEM_ACTOR, type BookingStatus } from '@elite/contracts';
import type { OutboxService } from '@elite/nest-kit';
import { QueryFailedError, type DataSource, type EntityManager } from 'typeorm';
import type { CatalogueService } from '../catalogue/catalogue.service';
import type { AvailabilityService } from './availability.service';
import { BookingEntity } from './booking.entity';
import type { ChauffeursClient } from '../driver/chauffeurs.client';
import { BookingChangesService, transitionRefusal } from './booking-changes.service';

const RIDE_NAMES = {
  serviceType: 'Airport Transfer',
  serviceTypeValue: 'airport',
  vehicle: 'Minivan',
  vehiclePlate: null,
};

function setup(existing?: { status: BookingStatus; userId: number | null; version?: number }) {
  const booking = existing
    ? Object.assign(new BookingEntity(), {
        id: 3,
        serviceTypeId: 1,
        vehicleId: 1,
        pickupLocation: 'LAX Terminal 4',
        dropoffLocation: 'The Beverly Hills Hotel',
        date: '2026-06-20',
        time: '14:30',
        passengers: 2,
        luggage: 1,
        specialRequests: null,
        paymentMethod: 'card',
        flightNumber: null,
        isRoundTrip: false,
        fullName: 'Ada Lovelace',
        email: 'ada@example.test',
        phone: '+1 310 555 0100',
        hours: null,
        totalPriceCents: 12_000,
        priceLines: [{ label: 'Minimum fare', amountCents: 12_000 }],
        priceState: 'booked',
        createdAt: new Date('2026-01-01T00:00:00Z'),
        version: 1,
        ...existing,
      })
    : null;
  const manager = {
    findOne: jest.fn(async () => booking),
    update: jest.fn(async () => ({ affected: 1 })),
    query: jest.fn(async () => []),
  };
  const dataSource = {
    transaction: jest.fn(async (work: (m: EntityManager) => unknown) =>
      work(manager as unknown as EntityManager),
    ),
    manager: { name: 'outside the transaction' },
  };
  const outbox = { publish: jest.fn(async () => 'event-id') };
  const catalogue = { rideNames: jest.fn(async () => RIDE_NAMES) };
  const clash = new ConflictException('Booking #3 cannot be confirmed: the van is already booked');
  const availability = { holdClash: jest.fn(async () => clash) };
  const service = new BookingChangesService(
    dataSource as unknown as DataSource,
    outbox as unknown as OutboxService,
    catalogue as unknown as CatalogueService,
    availability as unknown as AvailabilityService,
    {} as ChauffeursClient,
  );
  return { service, manager, outbox, dataSource, availability, clash };
}

describe('BookingChangesService.change', () => {
  it('locks the row, updates it with its next version and publishes booking.status-changed with the same transaction manager', async () => {
    const { service, manager, outbox } = setup({ status: 'pending', userId: 12, version: 4 });
    const result = await service.change(3, 'confirmed', SYSTEM_ACTOR);
    expect(result).toMatchObject({ status: 'confirmed', version: 5 });
    expect(manager.findOne).toHaveBeenCalledWith(
      BookingEntity,
      expect.objectContaining({ lock: { mode: 'pessimistic_write' } }),
    );
    expect(manager.update).toHaveBeenCalledWith(
      BookingEntity,
      { id: 3 },
      { status: 'confirmed', version: 5 },
    );
    expect(outbox.publish).toHaveBeenCalledWith(manager, 'booking.status-changed', {
      bookingId: 3,
      userId: 12,
      version: 5,
      from: 'pending',
      to: 'confirmed',
      ride: expect.objectContaining({
        serviceType: 'Airport Transfer',
        serviceTypeValue: 'airport',
        vehicle: 'Minivan',
      }),
    });
  });

  it.each<[BookingStatus, BookingStatus]>([
    ['completed', 'pending'],
    ['cancelled', 'confirmed'],
    ['pending', 'completed'],
    ['pending', 'pending'],
  ])('refuses %s → %s with a 409 and publishes nothing', async (from, to) => {
    const { service, manager, outbox } = setup({ status: from, userId: null });
    await expect(service.change(3, to, SYSTEM_ACTOR)).rejects.toThrow(
      new ConflictException(transitionRefusal(from, to)),
    );
    expect(manager.update).not.toHaveBeenCalled();
    expect(outbox.publish).not.toHaveBeenCalled();
  });

  it("lets the caller's check refuse the locked booking before anything changes", async () => {
    const { service, manager, outbox } = setup({ status: 'pending', userId: null });
    const check = jest.fn(() => {
      throw new NotFoundException('Booking not found');
    });
    await expect(service.change(3, 'cancelled', SYSTEM_ACTOR, { check })).rejects.toThrow(NotFoundException);
    expect(check).toHaveBeenCalledWith(expect.objectContaining({ id: 3, status: 'pending' }));
    expect(manager.update).not.toHaveBeenCalled();
    expect(outbox.publish).not.toHaveBeenCalled();
  });

  it('turns the exclusion constraint refusing a confirmation into the 409 naming the clash', async () => {
    const { service, manager, dataSource, availability, clash } = setup({ status: 'pending', userId: null });
    manager.update.mockRejectedValueOnce(
      new QueryFailedError(
        'UPDATE',
        [],
        Object.assign(new Error('conflicting key value'), { code: '23P01' }),
      ),
    );
    await expect(service.change(3, 'confirmed', SYSTEM_ACTOR)).rejects.toBe(clash);
    expect(availability.holdClash).toHaveBeenCalledWith(dataSource.manager, 3, 'vehicle');
  });

  it('lets any other database error through as it is', async () => {
    const { service, manager, availability } = setup({ status: 'pending', userId: null });
    const failure = new QueryFailedError(
      'UPDATE',
      [],
      Object.assign(new Error('deadlock'), { code: '40P01' }),
    );
    manager.update.mockRejectedValueOnce(failure);
    await expect(service.change(3, 'confirmed', SYSTEM_ACTOR)).rejects.toBe(failure);
    expect(availability.holdClash).not.toHaveBeenCalled();
  });

  it('answers 404 for an unknown booking', async () => {
    const { service } = setup();
    await expect(service.change(3, 'confirmed', SYSTEM_ACTOR)).rejects.toThrow(
      new NotFoundException('Booking not found'),
    );
  });
});

describe('transitionRefusal', () => {
  it('names both statuses for a person', () => {
    expect(transitionRefusal('completed', 'pending')).toBe('Cannot change a completed booking to pending');
  });
});
