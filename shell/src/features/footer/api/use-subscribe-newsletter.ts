import type { NewsletterSubscribeInput } from '@elite/contracts/contact';
import { apiPost } from '@elite/web-kit';
import useSWRMutation from 'swr/mutation';

/** POST /api/newsletter { email }. */
export function useSubscribeNewsletter() {
  return useSWRMutation('/api/newsletter', (url: string, { arg }: { arg: NewsletterSubscribeInput }) =>
    apiPost(url, arg),
  );
}
