import { afterEach, beforeEach, expect, it } from '@jest/globals';
import { SIGNED_IN_USER_KEY } from '@elite/contracts/constants';
import type { MeResponse, PublicUser } from '@elite/contracts/identity';
import { act, cleanup, render, screen } from '@testing-library/react';
import { SWRConfig } from 'swr';
import { setApiFetch } from '../api/api-client';
import { useAuthStore, useSignedInUser } from './auth-store';

const admin: PublicUser = {
  id: 7,
  username: 'dispatch',
  name: 'Dana Dispatch',
  email: 'dana@example.com',
  phone: null,
  role: 'admin',
  createdAt: '2031-01-01T00:00:00.000Z',
};

/** How GET /api/auth/me answers: a body, or no answer at all (identity down, the network). */
let me: MeResponse | 'no answer';
const response = (status: number, body: unknown) =>
  ({ ok: status < 400, status, statusText: '', text: async () => JSON.stringify(body) }) as Response;

beforeEach(() => {
  useAuthStore.setState({ user: null, status: 'unknown' });
  setApiFetch(async (url) => {
    if (String(url) === '/api/auth/logout') return response(204, '');
    if (me === 'no answer') throw new TypeError('Failed to fetch');
    return response(200, me);
  });
});
afterEach(cleanup);

function Who() {
  const { user, known } = useSignedInUser();
  return <p>{known ? (user ? `Signed in as ${user.name}` : 'Signed out') : 'Checking'}</p>;
}

/** The page as hydrated over a server render that answered `served` (or, drawn in the browser alone, none). */
const page = (served?: MeResponse) =>
  render(
    <SWRConfig
      value={{ provider: () => new Map(), fallback: served ? { [SIGNED_IN_USER_KEY]: served } : {} }}
    >
      <Who />
    </SWRConfig>,
  );

const refresh = () => act(() => useAuthStore.getState().refresh());

it("keeps the server's signed-in user when the browser's own check gets no answer", async () => {
  me = 'no answer';
  page({ user: admin });
  expect(screen.getByText('Signed in as Dana Dispatch')).toBeTruthy();
  await refresh();
  expect(useAuthStore.getState().status).toBe('unanswered');
  expect(screen.getByText('Signed in as Dana Dispatch')).toBeTruthy();
});

it('keeps a user the browser already knew when a later check gets no answer', async () => {
  me = { user: admin };
  page();
  await refresh();
  expect(screen.getByText('Signed in as Dana Dispatch')).toBeTruthy();
  me = 'no answer';
  await refresh();
  expect(screen.getByText('Signed in as Dana Dispatch')).toBeTruthy();
});

it('is signed out when the check gets no answer and nothing else was known', async () => {
  me = 'no answer';
  page();
  expect(screen.getByText('Checking')).toBeTruthy();
  await refresh();
  expect(screen.getByText('Signed out')).toBeTruthy();
});

it("follows the server's answer over the served one: a session gone is signed out", async () => {
  me = { user: null };
  page({ user: admin });
  await refresh();
  expect(screen.getByText('Signed out')).toBeTruthy();
});

it('signing out after an unanswered check is signed out, not the served user again', async () => {
  me = 'no answer';
  page({ user: admin });
  await refresh();
  await act(() => useAuthStore.getState().signOut());
  expect(screen.getByText('Signed out')).toBeTruthy();
});
