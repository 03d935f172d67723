import { STATEMENT_PATH } from '@elite/contracts/booking';
import Button from 'antd/es/button';
import Input from 'antd/es/input';
import { useId } from 'react';
import { ConsoleSection } from '../../../common/components/console-section';
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
  const monthId = useId();
  const emailId = useId();
  return (
    <ConsoleSection title={strings.title} help={strings.help} className="mfa-statement">
      <form method="get" action={STATEMENT_PATH} className="mfa-statement-form">
        <label htmlFor={monthId}>{strings.month}</label>
        <Input id={monthId} name="month" type="month" required defaultValue={thisMonth()} />
        <label htmlFor={emailId}>{strings.email}</label>
        <Input id={emailId} name="email" type="email" required autoComplete="off" />
        <Button type="primary" htmlType="submit">
          {strings.submit}
        </Button>
      </form>
    </ConsoleSection>
  );
}
