import { expect, type APIRequestContext } from '@playwright/test';

export interface Credentials {
  email: string;
  password: string;
}

/** The staff account the stack seeds from ADMIN_EMAIL / ADMIN_PASSWORD (the workers inherit the stack's environment). */
export function adminCredentials(): Credentials {
  const { ADMIN_EMAIL: email, ADMIN_PASSWORD: password } = process.env;
  if (!email || !password) {
    throw new Error(
      'ADMIN_EMAIL and ADMIN_PASSWORD must be set for the e2e stack (e2e/global-setup.ts) so that it seeds an admin',
    );
  }
  return { email, password };
}

/** Signs `request` in: its cookie jar (a page's context, or an API context) then holds the session. */
export async function signIn(request: APIRequestContext, credentials: Credentials): Promise<void> {
  const response = await request.post('/api/auth/login', { data: credentials });
  expect(response.status(), await response.text()).toBe(200);
}
