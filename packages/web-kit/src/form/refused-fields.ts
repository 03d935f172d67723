import type { FormInstance } from 'antd/es/form';
import { ApiRequestError } from '../api/api-client';

/**
 * Puts the fields a 400 refused (its `errors`, docs/architecture.md §5) on the form, each message
 * beside its field; a dotted path (`lines.1.amount`) is a field inside a list. `known` keeps only the
 * fields the form has. Answers the messages shown: none for any other failure.
 */
export function showRefusedFields<Values>(
  form: Pick<FormInstance<Values>, 'setFields'>,
  error: unknown,
  known: (field: string) => boolean = () => true,
): string[] {
  if (!(error instanceof ApiRequestError)) return [];
  const refused = error.fieldErrors.filter(({ path }) => known(path.split('.')[0]!));
  form.setFields(
    refused.map(({ path, message }) => ({ name: path.split('.'), errors: [message] })) as Parameters<
      FormInstance<Values>['setFields']
    >[0],
  );
  return refused.map(({ message }) => message);
}
