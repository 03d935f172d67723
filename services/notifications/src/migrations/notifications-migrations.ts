import { CreateNotificationsTables1795400000000 } from './1795400000000-create-notifications-tables';

/** In the order they run; a landed migration is never edited, only followed by a new one. */
export const notificationsMigrations = [CreateNotificationsTables1795400000000];
