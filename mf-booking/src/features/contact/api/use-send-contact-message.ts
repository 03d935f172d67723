import type { CreateContactMessageInput } from '@elite/contracts/contact';
import { apiPost } from '@elite/web-kit';
import useSWRMutation from 'swr/mutation';

export const CONTACT_KEY = '/api/contact';

// The answer is not shown (docs/product.md §7), so it is not read.
export async function sendContactMessage(
  url: string,
  { arg }: { arg: CreateContactMessageInput },
): Promise<void> {
  await apiPost(url, arg);
}

export function useSendContactMessage() {
  return useSWRMutation(CONTACT_KEY, sendContactMessage);
}
