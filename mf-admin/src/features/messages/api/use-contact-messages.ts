import { DASHBOARD_LIST_SIZE } from '@elite/contracts/constants';
import { adminContactMessagesResponseSchema, type AdminContactMessage } from '@elite/contracts/contact';
import { apiGet } from '@elite/web-kit';
import useSWR from 'swr';
import { useIsAdmin } from '../../../common/hooks/use-admin-session';

// The dashboard shows the newest few only (docs/product.md §9), so it asks for no more than that.
export const RECENT_MESSAGES_KEY = `/api/admin/contact-messages?${new URLSearchParams({ limit: String(DASHBOARD_LIST_SIZE) })}`;

export function getContactMessages(url: string): Promise<AdminContactMessage[]> {
  return apiGet(url, { schema: adminContactMessagesResponseSchema });
}

export function useRecentMessages() {
  const isAdmin = useIsAdmin();
  return useSWR(isAdmin ? RECENT_MESSAGES_KEY : null, getContactMessages);
}
