import { STATEMENT_PATH } from '@elite/contracts/booking';
import Button from 'antd/es/button';
import Input from 'antd/es/input';
import { useId } from 'react';
import { statementStrings as strings } from '../../../common/strings';

/** This month, `yyyy-MM`, on this computer's clock: where the month field starts. */
function thisMonth(): string {
  const now = new Date();
  return `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}`;
}

/**
 * A month's Corporate Account statement of one e-mail address (docs/product.md §11): a plain GET form
 * whose answer is the PDF, so it works the same with or without JavaScript; the server names a bad field.
 */
export function StatementForm() {
  const headingId = useId();
  const monthId = useId();
  const emailId = useId();
  return (
    <section className="elite-card mfa-statement" aria-labelledby={headingId}>
      <h2 id={headingId} className="elite-card-title">
        {strings.title}
      </h2>
      <p className="elite-card-text">{strings.help}</p>
      <form method="get" action={STATEMENT_PATH} className="mfa-statement-form">
        <label htmlFor={monthId}>{strings.month}</label>
        <Input id={monthId} name="month" type="month" required defaultValue={thisMonth()} />
        <label htmlFor={emailId}>{strings.email}</label>
        <Input id={emailId} name="email" type="email" required autoComplete="off" />
        <Button type="primary" htmlType="submit">
          {strings.submit}
        </Button>
      </form>
    </section>
  );
}
