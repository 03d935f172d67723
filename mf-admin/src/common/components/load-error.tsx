import Alert from 'antd/es/alert';

/** A block whose data could not be fetched. */
export function LoadError({ message }: { message: string }) {
  return <Alert className="mfa-load-error" type="error" showIcon title={message} />;
}
