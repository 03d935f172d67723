import { POSTED_FORM_KEY } from '@elite/contracts/constants';
import type { PostedForm } from '@elite/contracts/server-render';
import { useSWRConfig } from 'swr';

/**
 * What was posted to `form` when the page came from the server as the answer to that form, sent
 * without JavaScript and not done (docs/architecture.md, "Forms without JavaScript"): the values as
 * sent and the errors next to their fields. Undefined on any other page view. The server checked
 * its shape (postedFormSchema) when it wrote it; here it is only read, so no schema loads with the
 * first screen.
 */
export function usePostedForm(form: string): PostedForm | undefined {
  const posted = useSWRConfig().fallback[POSTED_FORM_KEY] as PostedForm | undefined;
  return posted?.form === form ? posted : undefined;
}

/** The server's message for one field of a posted form, as antd's Form.Item shows it (`help`). */
export function postedFieldError(posted: PostedForm | undefined, field: string): string | undefined {
  return posted?.errors.find((error) => error.path === field)?.message;
}
