/**
 * antd Form.Item props that show the server's error for a field of a form posted without JavaScript
 * (docs/architecture.md, "Forms without JavaScript"), under the field and as its description.
 * As `extra`, not `help`: antd draws a `help` only once a layout effect has measured the item, so a
 * server render would leave it out.
 */
export function postedErrorProps(message: string) {
  return {
    validateStatus: 'error' as const,
    extra: <span className="mfb-field-error">{message}</span>,
  };
}
