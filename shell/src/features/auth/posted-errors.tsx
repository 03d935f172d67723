import type { PostedForm } from '@elite/contracts/server-render';
import { postedFieldError } from '@elite/web-kit';
import type { FormItemProps } from 'antd';

/**
 * What a Form.Item shows for a field the server found wrong when the form was posted without
 * JavaScript (docs/architecture.md, "Forms without JavaScript"): its message, until the form is
 * checked in the browser (`shown` false). As the item's `extra`, which the server draws: antd draws
 * `help` through a motion that only runs in the browser.
 */
export function postedItemProps(
  posted: PostedForm | undefined,
  field: string,
  shown: boolean,
): Pick<FormItemProps, 'extra' | 'validateStatus'> {
  const message = shown ? postedFieldError(posted, field) : undefined;
  if (!message) return {};
  return {
    validateStatus: 'error',
    extra: (
      <span className="ant-form-item-explain-error" role="alert">
        {message}
      </span>
    ),
  };
}
