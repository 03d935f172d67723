import type { RegisterInput } from '@elite/contracts/identity';
import { apiPost } from '@elite/web-kit';
import useSWRMutation from 'swr/mutation';

/** POST /api/auth/register { name, email, username, password, phone, role: 'client' }. */
export function useRegister() {
  return useSWRMutation('/api/auth/register', (url: string, { arg }: { arg: RegisterInput }) =>
    apiPost(url, { ...arg, role: 'client' }),
  );
}
