import { ConflictException, NotFoundException } from '@nestjs/common';
import type { BookingStatus } from '@elite/contracts';
import type { OutboxService } from '@elite/nest-kit';
import type { DataSource, EntityManager, Repository } from 'typeorm';
import { BookingEntity } from '../bookings/booking.entity';
import type { CatalogueService } from '../catalogue/catalogue.service';
import type { ContactMessageEntity } from '../contact/contact-message.entity';
import { AdminService, transitionRefusal } from './admin.service';

const RIDE_NAMES = { serviceType: 'Airport Transfer', serviceTypeValue: 'airport', vehicle: 'Minivan' };

function setup(existing?: { status: BookingStatus; userId: number | null }) {
  const booking = existing
    ? Object.assign(new BookingEntity(), { id: 3, createdAt: new Date('2026-01-01T00:00:00Z'), ...existing })
    : null;
  const manager = {
    findOne: jest.fn(async () => booking),
    update: jest.fn(async () => ({ affected: 1 })),
  };
  const dataSource = {
    transaction: jest.fn(async (work: (m: EntityManager) => unknown) =>
      work(manager as unknown as EntityManager),
    ),
  };
  const outbox = { publish: jest.fn(async () => 'event-id') };
  const catalogue = { rideNames: jest.fn(async () => RIDE_NAMES) };
  const service = new AdminService(
    {} as Repository<BookingEntity>,
    {} as Repository<ContactMessageEntity>,
    dataSource as unknown as DataSource,
    outbox as unknown as OutboxService,
    catalogue as unknown as CatalogueService,
  );
  return { service, manager, outbox, dataSource };
}

describe('AdminService.changeStatus', () => {
  it('locks the row, updates it and publishes booking.status-changed with the same transaction manager', async () => {
    const { service, manager, outbox } = setup({ status: 'pending', userId: 12 });
    const result = await service.changeStatus(3, 'confirmed');
    expect(result.status).toBe('confirmed');
    expect(manager.findOne).toHaveBeenCalledWith(
      BookingEntity,
      expect.objectContaining({ lock: { mode: 'pessimistic_write' } }),
    );
    expect(manager.update).toHaveBeenCalledWith(BookingEntity, { id: 3 }, { status: 'confirmed' });
    expect(outbox.publish).toHaveBeenCalledWith(manager, 'booking.status-changed', {
      bookingId: 3,
      userId: 12,
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
    await expect(service.changeStatus(3, to)).rejects.toThrow(
      new ConflictException(transitionRefusal(from, to)),
    );
    expect(manager.update).not.toHaveBeenCalled();
    expect(outbox.publish).not.toHaveBeenCalled();
  });

  it('answers 404 for an unknown booking', async () => {
    const { service } = setup();
    await expect(service.changeStatus(3, 'confirmed')).rejects.toThrow(
      new NotFoundException('Booking not found'),
    );
  });
});

describe('transitionRefusal', () => {
  it('names both statuses for a person', () => {
    expect(transitionRefusal('completed', 'pending')).toBe('Cannot change a completed booking to pending');
  });
});
