import { validateMagicLinkResponseSchema, type ValidateMagicLinkResponse } from '@elite/contracts/magic-link';
import { ApiRequestError, apiGet } from '@elite/web-kit';
import useSWR from 'swr';

export const magicLinkValidationKey = (token: string) =>
  `/api/magic-links/validate/${encodeURIComponent(token)}`;

/**
 * What opening a link told: valid, with its e-mail and previous booking; or refused by the server
 * (404 unknown, 410 used or expired, 400 malformed), with the server's words. An answer either way,
 * so that a server render can embed it (docs/architecture.md, "Server rendering"); a call that got
 * no answer (a 5xx, the network) throws, and the browser asks again itself.
 */
export type MagicLinkCheck =
  { valid: true; link: ValidateMagicLinkResponse } | { valid: false; message: string | undefined };

export async function checkMagicLink(url: string): Promise<MagicLinkCheck> {
  try {
    return { valid: true, link: await apiGet(url, { schema: validateMagicLinkResponseSchema }) };
  } catch (error) {
    if (error instanceof ApiRequestError && error.status >= 400 && error.status < 500)
      return { valid: false, message: error.serverMessage };
    throw error;
  }
}

/**
 * GET /api/magic-links/validate/:token. Opening the link does not spend it (the booking made with it
 * does), but it is asked once per visit and never retried (docs/product.md §7): the answer stays
 * cached for the session. A server-rendered page comes with the answer (SWR fallback).
 */
export function useValidateMagicLink(token: string) {
  return useSWR(magicLinkValidationKey(token), checkMagicLink, {
    // The screen shows what the link said when it was opened: never revalidate what was answered.
    revalidateIfStale: false,
    revalidateOnFocus: false,
    revalidateOnReconnect: false,
    shouldRetryOnError: false,
  });
}
