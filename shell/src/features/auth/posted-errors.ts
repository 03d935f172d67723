import type { PostedForm } from '@elite/contracts/server-render';
import { postedFieldError } from '@elite/web-kit';
import type { FormItemProps } from 'antd';

/**
 * What a Form.Item shows for a field the server found wrong when the form was posted without
 * JavaScript (docs/architecture.md, "Forms without JavaScript"): its message, until the form is
 * checked in the browser (`shown` false).
 */
export function postedItemProps(
  posted: PostedForm | undefined,
  field: string,
  shown: boolean,
): Pick<FormItemProps, 'help' | 'validateStatus'> {
  const message = shown ? postedFieldError(posted, field) : undefined;
  return message ? { help: message, validateStatus: 'error' } : {};
}
