export {
  ApiRequestError,
  apiGet,
  apiGetParsed,
  apiPost,
  apiRequest,
  setApiFetch,
  errorMessage,
  type ApiFetch,
  type ApiRequestOptions,
} from './api/api-client';
export { newIdempotencyKey } from './api/idempotency-key';
export { DataProvider, swrDefaults, swrFetcher, type DataFallback } from './data/data-provider';
export { ToastHost } from './toast/toast-host';
export { toast, useToast, type ToastApi } from './toast/toast-store';
export { useReadableErrorColor, useResolvedTheme, useThemeStore } from './theme/theme-store';
export { useAuthStore, useSignedInUser } from './auth/auth-store';
export { useFocusWhenShown, useHydrated } from './hydration';
export { afterLoadWhenIdle, HydrationIsland, whenVisitorActs } from './hydration-island';
export { formatUsd } from './format/format-currency';
export { PriceLines } from './price/price-lines';
export {
  formatCalendarDate,
  formatClockTime,
  formatInstant,
  formatRideWhen,
} from './format/format-date-time';
export { LoadError } from './feedback/load-error';
export { getServiceTypes, SERVICE_TYPES_KEY, useServiceTypes } from './lookups/use-service-types';
export { getVehicles, useVehicles, VEHICLES_KEY } from './lookups/use-vehicles';
export { lazyZodRule, zodRule } from './form/zod-rule';
export { postedFieldError, usePostedForm } from './form/posted-form';
export { postedErrorProps } from './form/posted-error';
export { showRefusedFields } from './form/refused-fields';
export {
  changedBeforeHydration,
  useChangedBeforeHydration,
  type EarlyValue,
} from './form/changed-before-hydration';
