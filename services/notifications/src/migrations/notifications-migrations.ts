import { CreateNotificationsTables1795400000000 } from './1795400000000-create-notifications-tables';
import { AddRideAccessToken1795400100000 } from './1795400100000-add-ride-access-token';
import { OrderRideMails1795400160000 } from './1795400160000-order-ride-mails';
import { SealRideAccessToken1795400200000 } from './1795400200000-seal-ride-access-token';

/** In the order they run; a landed migration is never edited, only followed by a new one. */
export const notificationsMigrations = [
  CreateNotificationsTables1795400000000,
  AddRideAccessToken1795400100000,
  OrderRideMails1795400160000,
  SealRideAccessToken1795400200000,
];
