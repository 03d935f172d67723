import type { LoginInput } from '@elite/contracts/identity';
import { apiPost } from '@elite/web-kit';
import useSWRMutation from 'swr/mutation';

/** POST /api/auth/login { email, password } (rememberMe is not sent). */
export function useLogin() {
  return useSWRMutation('/api/auth/login', (url: string, { arg }: { arg: LoginInput }) => apiPost(url, arg));
}
