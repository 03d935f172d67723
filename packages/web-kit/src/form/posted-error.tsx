import type { FormItemProps } from 'antd/es/form';

/**
 * What a Form.Item shows for a field the server found wrong in a form posted without JavaScript
 * (docs/architecture.md, "Forms without JavaScript"): the message under the field, styled as antd's
 * own errors and announced. As the item's `extra`, which the server draws: antd draws `help` only
 * through a motion that runs in the browser. No message, no props.
 */
export function postedErrorProps(
  message: string | undefined,
): Pick<FormItemProps, 'extra' | 'validateStatus'> {
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
