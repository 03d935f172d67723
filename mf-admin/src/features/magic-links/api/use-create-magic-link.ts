import {
  createMagicLinkResponseSchema,
  type CreateMagicLinkInput,
  type CreateMagicLinkResponse,
} from '@elite/contracts/magic-link';
import { apiPost } from '@elite/web-kit';
import useSWRMutation from 'swr/mutation';

export const CREATE_MAGIC_LINK_KEY = '/api/magic-links/create';

export function createMagicLink(
  url: string,
  { arg }: { arg: CreateMagicLinkInput },
): Promise<CreateMagicLinkResponse> {
  return apiPost(url, arg, { schema: createMagicLinkResponseSchema });
}

/** POST /api/magic-links/create { email, send? } → the link's url, and whether it was e-mailed (admin only). */
export function useCreateMagicLink() {
  return useSWRMutation(CREATE_MAGIC_LINK_KEY, createMagicLink);
}
