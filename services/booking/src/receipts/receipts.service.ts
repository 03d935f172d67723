import { ConflictException, Inject, Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import {
  CONTACT_DETAILS,
  RECEIPT_NOT_YET,
  formatReceiptNumber,
  onBusinessClock,
  pickupInstant,
  type ReceiptFile,
} from '@elite/contracts';
import type { Repository } from 'typeorm';
import { CatalogueService } from '../catalogue/catalogue.service';
import { BOOKING_CONFIG, type BookingConfig } from '../config';
import { BookingEntity } from '../bookings/booking.entity';
import { renderReceipt, renderStatement, type CompanyDetails } from './receipt-pdf';

/** A PDF and the name it is saved under. */
export interface PdfFile {
  filename: string;
  body: Buffer;
}

/**
 * The receipt of a completed ride and the monthly Corporate Account statement (docs/product.md §11),
 * both drawn from what the booking stores: its lines and total as held, its receipt number as given
 * at completion, its payment as staff recorded it. The one place either document is made: the ride's
 * page downloads it, and notifications fetches the same bytes to attach (docs/architecture.md).
 */
@Injectable()
export class ReceiptsService {
  private readonly company: CompanyDetails;

  constructor(
    @InjectRepository(BookingEntity) private readonly bookings: Repository<BookingEntity>,
    private readonly catalogue: CatalogueService,
    @Inject(BOOKING_CONFIG) private readonly config: BookingConfig,
  ) {
    this.company = {
      address: config.COMPANY_ADDRESS,
      phone: CONTACT_DETAILS.liveAgentPhone,
      // MAIL_FROM is `Name <address>` or a bare address.
      email: /<([^>]+)>/.exec(config.MAIL_FROM)?.[1] ?? config.MAIL_FROM,
      website: new URL(config.PUBLIC_URL).host,
    };
  }

  private get timeZone(): string {
    return this.config.BUSINESS_TIME_ZONE;
  }

  /** The completed ride's receipt; 409 before it is completed. */
  async receipt(booking: BookingEntity): Promise<PdfFile> {
    if (booking.receiptNumber === null || booking.completedAt === null)
      throw new ConflictException(RECEIPT_NOT_YET);
    const names = await this.catalogue.rideNames(booking.serviceTypeId, booking.vehicleId);
    const body = await renderReceipt(
      {
        receiptNumber: booking.receiptNumber,
        issuedAt: onBusinessClock(booking.completedAt, this.timeZone),
        bookingId: booking.id,
        customer: { fullName: booking.fullName, email: booking.email },
        pickupWhen: onBusinessClock(pickupInstant(booking.date, booking.time, this.timeZone), this.timeZone),
        pickupLocation: booking.pickupLocation,
        dropoffLocation: booking.dropoffLocation,
        serviceType: names.serviceType,
        vehicle: names.vehicle,
        passengers: booking.passengers,
        isRoundTrip: booking.isRoundTrip,
        bookedPaymentMethod: booking.paymentMethod,
        lines: booking.priceLines,
        totalCents: booking.totalPriceCents,
        payment:
          booking.paidMethod === null || booking.paidAmountCents === null || booking.paidAt === null
            ? null
            : {
                method: booking.paidMethod,
                amountCents: booking.paidAmountCents,
                paidAtWhen: onBusinessClock(booking.paidAt, this.timeZone),
              },
      },
      this.company,
    );
    return { filename: `elite-transport-receipt-${formatReceiptNumber(booking.receiptNumber)}.pdf`, body };
  }

  /** The receipt as notifications attaches it. */
  async receiptFile(booking: BookingEntity): Promise<ReceiptFile> {
    const { filename, body } = await this.receipt(booking);
    return { filename, contentBase64: body.toString('base64') };
  }

  /**
   * A month's statement of one e-mail address's completed Corporate Account rides, by their pickup
   * date, oldest first, each with its stored total, and their sum.
   */
  async statement(month: string, email: string, now = new Date()): Promise<PdfFile> {
    const rides = await this.bookings
      .createQueryBuilder('booking')
      .where('booking.email = :email', { email })
      .andWhere("booking.payment_method = 'account'")
      .andWhere("booking.status = 'completed'")
      .andWhere('booking.date LIKE :month', { month: `${month}-%` })
      .orderBy('booking.date', 'ASC')
      .addOrderBy('booking.time', 'ASC')
      .addOrderBy('booking.id', 'ASC')
      .getMany();
    const monthName = new Intl.DateTimeFormat('en-US', {
      month: 'long',
      year: 'numeric',
      timeZone: 'UTC',
    }).format(new Date(`${month}-01T00:00:00Z`));
    const body = await renderStatement(
      {
        email,
        monthName,
        issuedAt: onBusinessClock(now, this.timeZone),
        rides: rides.map((ride) => ({
          bookingId: ride.id,
          date: ride.date,
          time: ride.time,
          pickupLocation: ride.pickupLocation,
          dropoffLocation: ride.dropoffLocation,
          totalCents: ride.totalPriceCents,
        })),
      },
      this.company,
    );
    return { filename: `elite-transport-statement-${month}.pdf`, body };
  }
}
