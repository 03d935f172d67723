import { CreateBookingTables1795240000000 } from './1795240000000-create-booking-tables';
import { SeedCatalogue1795240100000 } from './1795240100000-seed-catalogue';
import { CreateIdempotentRequests1795240200000 } from './1795240200000-create-idempotent-requests';
import { AddVehicleHold1795240300000 } from './1795240300000-add-vehicle-hold';
import { RemoveClearAccessTokens1795240420000 } from './1795240420000-remove-clear-access-tokens';
import { AddBookingVersion1795240460000 } from './1795240460000-add-booking-version';
import { AddBookingPrice1795240500000 } from './1795240500000-add-booking-price';
import { AddRidePaymentAndReceipt1795240700000 } from './1795240700000-add-ride-payment-and-receipt';
import { AddFlightLanding1795240800000 } from './1795240800000-add-flight-landing';
import { CreateRideEvents1795240900000 } from './1795240900000-create-ride-events';
import { AddChauffeurs1795241000000 } from './1795241000000-add-chauffeurs';
import { AddOutboxTraceContext1795241100000 } from './1795241100000-add-outbox-trace-context';

/** Every migration of the booking schema, oldest first. */
export const bookingMigrations = [
  CreateBookingTables1795240000000,
  SeedCatalogue1795240100000,
  CreateIdempotentRequests1795240200000,
  AddVehicleHold1795240300000,
  RemoveClearAccessTokens1795240420000,
  AddBookingVersion1795240460000,
  AddBookingPrice1795240500000,
  AddRidePaymentAndReceipt1795240700000,
  AddFlightLanding1795240800000,
  CreateRideEvents1795240900000,
  AddChauffeurs1795241000000,
  AddOutboxTraceContext1795241100000,
];
