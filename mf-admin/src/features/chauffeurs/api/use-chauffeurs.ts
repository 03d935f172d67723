import {
  chauffeurSchema,
  chauffeursResponseSchema,
  type Chauffeur,
  type CreateChauffeur,
} from '@elite/contracts/chauffeurs';
import { apiGet, apiPost } from '@elite/web-kit';
import useSWR from 'swr';
import useSWRMutation from 'swr/mutation';
import { useIsAdmin } from '../../../common/hooks/use-admin-session';

export const CHAUFFEURS_PATH = '/api/users/chauffeurs';

/** The chauffeurs, by name (identity's GET /api/users/chauffeurs). */
export function useChauffeurs() {
  const isAdmin = useIsAdmin();
  return useSWR(isAdmin ? CHAUFFEURS_PATH : null, (url: string) =>
    apiGet(url, { schema: chauffeursResponseSchema }),
  );
}

/** Makes a chauffeur's account; the list is read again after. */
export function useCreateChauffeur() {
  return useSWRMutation(
    CHAUFFEURS_PATH,
    (url: string, { arg }: { arg: CreateChauffeur }): Promise<Chauffeur> =>
      apiPost(url, arg, { schema: chauffeurSchema }),
  );
}
