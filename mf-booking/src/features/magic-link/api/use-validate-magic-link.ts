import { validateMagicLinkResponseSchema, type ValidateMagicLinkResponse } from '@elite/contracts';
import { apiGet } from '@elite/web-kit';
import useSWR, { type SWRConfiguration } from 'swr';

export const magicLinkValidationKey = (token: string) =>
  `/api/magic-links/validate/${encodeURIComponent(token)}`;

export function validateMagicLink(url: string): Promise<ValidateMagicLinkResponse> {
  return apiGet(url, { schema: validateMagicLinkResponseSchema });
}

/**
 * GET /api/magic-links/validate/:token (404 unknown, 410 used or expired). Opening the link does not
 * spend it (the booking made with it does), but it is asked once per visit and never retried
 * (docs/product.md §7): the answer stays cached for the session.
 */
export function useValidateMagicLink(
  token: string,
  options: Pick<SWRConfiguration<ValidateMagicLinkResponse>, 'onSuccess' | 'onError'>,
) {
  return useSWR(magicLinkValidationKey(token), validateMagicLink, {
    ...options,
    // The screen shows what the link said when it was opened: never revalidate what was answered.
    revalidateIfStale: false,
    revalidateOnFocus: false,
    revalidateOnReconnect: false,
    shouldRetryOnError: false,
  });
}
