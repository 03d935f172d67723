import { BadRequestException, Injectable, NotFoundException } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type {
  Booking,
  CreateBooking,
  CreateBookingResponse,
  FieldError,
  MagicLinkBooking,
} from '@elite/contracts';
import type { SessionUser } from '@elite/nest-kit';
import type { Repository } from 'typeorm';
import { CatalogueService } from '../catalogue/catalogue.service';
import { hashAccessToken, newAccessToken } from './access-token';
import { BookingEntity, toBooking, toMagicLinkBooking } from './booking.entity';
import { canSeeBooking, isBookableDate, type BookingViewer } from './booking-rules';

export const BOOKING_NOT_FOUND = 'Booking not found';
export const PAST_DATE_MESSAGE = 'Date cannot be in the past';

@Injectable()
export class BookingsService {
  constructor(
    @InjectRepository(BookingEntity) private readonly bookings: Repository<BookingEntity>,
    private readonly catalogue: CatalogueService,
  ) {}

  /** Records a pending booking and hands back the one-time copy of its access token. */
  async create(
    input: CreateBooking,
    user: SessionUser | undefined,
    now = new Date(),
  ): Promise<CreateBookingResponse> {
    const errors: FieldError[] = isBookableDate(input.date, now)
      ? []
      : [{ path: 'date', message: PAST_DATE_MESSAGE }];
    errors.push(...(await this.catalogue.bookingChoiceErrors(input.serviceTypeId, input.vehicleId)));
    if (errors.length) throw new BadRequestException({ message: 'Validation failed', errors });

    const accessToken = newAccessToken();
    const booking = this.bookings.create({
      ...input,
      status: 'pending',
      userId: user?.id ?? null,
      accessTokenHash: hashAccessToken(accessToken),
    });
    // One INSERT … RETURNING is atomic on its own; no need for a wrapping transaction.
    await this.bookings.save(booking, { transaction: false });
    return { ...toBooking(booking), accessToken };
  }

  /** A booking for someone allowed to see it; everyone else learns nothing, not even that it exists. */
  async findVisible(id: number, viewer: BookingViewer): Promise<Booking> {
    const booking = await this.bookings.findOneBy({ id });
    if (!booking || !canSeeBooking(booking, viewer)) throw new NotFoundException(BOOKING_NOT_FOUND);
    return toBooking(booking);
  }

  /** Whether a booking exists and whether a viewer may see it. */
  async visibility(id: number, viewer: BookingViewer): Promise<{ exists: boolean; allowed: boolean }> {
    const booking = await this.bookings.findOne({ where: { id }, select: { id: true, userId: true, accessTokenHash: true } });
    return { exists: booking !== null, allowed: booking !== null && canSeeBooking(booking, viewer) };
  }

  async findById(id: number): Promise<Booking> {
    const booking = await this.bookings.findOneBy({ id });
    if (!booking) throw new NotFoundException(BOOKING_NOT_FOUND);
    return toBooking(booking);
  }

  /** The most recent booking made with an e-mail address, for the magic-link service to re-book from. */
  async latestByEmail(email: string): Promise<MagicLinkBooking> {
    const booking = await this.bookings.findOne({
      where: { email },
      order: { createdAt: 'DESC', id: 'DESC' },
    });
    if (!booking) throw new NotFoundException(BOOKING_NOT_FOUND);
    return toMagicLinkBooking(booking);
  }
}
