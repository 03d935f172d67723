import { toFieldErrors, type FieldError } from '@elite/contracts/errors';
import {
  postedFormSchema,
  type PageActionInput,
  type PageActionResult,
} from '@elite/contracts/server-render';
import type { z } from 'zod';
import { ApiRequestError } from '../api/api-client';

/** A posted form whose fields do not fit the contracts' schema: answered 400 with the errors by field. */
export class FormFieldsInvalid extends Error {
  constructor(readonly errors: FieldError[]) {
    super('Validation failed');
  }
}

/**
 * The posted fields checked by the same contracts schema the API checks (docs/architecture.md, "Forms
 * without JavaScript"); throws FormFieldsInvalid, which answerForm turns into errors next to the fields.
 * `fields` are text as a form sends it: turn numbers and booleans into their JSON types before.
 */
export function parseFormFields<S extends z.ZodType>(schema: S, fields: unknown): z.infer<S> {
  const parsed = schema.safeParse(fields);
  if (!parsed.success) throw new FormFieldsInvalid(toFieldErrors(parsed.error));
  return parsed.data;
}

// A password is never written back into a page (its HTML may be kept by the browser): typed again.
const SECRET_FIELD = /password/i;
const keptValues = (fields: Record<string, string>) =>
  Object.fromEntries(Object.entries(fields).filter(([name]) => !SECRET_FIELD.test(name)));

/**
 * A page's answer to a form posted without JavaScript: `submit` checks the fields and calls the
 * service (with `input.headers`, the visitor's cookie) and says where the visitor goes next (Post/
 * Redirect/Get). A wrong field or a refusal of the service comes back as the page again, the values
 * as sent and each error next to its field; `fallbackMessage` is the form's own words for a failure
 * the service did not explain (a 5xx, a network error), as its toast says them with JavaScript.
 */
export async function answerForm(
  input: PageActionInput,
  fallbackMessage: string,
  submit: () => Promise<{ redirect: string; setCookie?: string[] }>,
): Promise<PageActionResult> {
  const posted = (status: number, errors: FieldError[], message?: string): PageActionResult => ({
    status,
    posted: postedFormSchema.parse({ form: input.form, values: keptValues(input.fields), errors, message }),
  });
  try {
    return await submit();
  } catch (error) {
    if (error instanceof FormFieldsInvalid) return posted(400, error.errors);
    if (error instanceof ApiRequestError) {
      const status = error.status >= 400 && error.status < 500 ? error.status : 503;
      return posted(status, error.fieldErrors, error.serverMessage ?? fallbackMessage);
    }
    return posted(503, [], fallbackMessage);
  }
}
