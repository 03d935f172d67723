import { FORM_DONE_PARAM, FORM_NAME_FIELD } from '@elite/contracts/constants';
import { errorMessage, postedFieldError, toast, usePostedForm } from '@elite/web-kit';
import { Button } from 'antd';
import { useState, type FormEvent } from 'react';
import { useLocation } from 'react-router';
import { loadContactContracts } from '../../common/contracts';
import { strings } from '../../common/strings';
import { useSubscribeNewsletter } from './api/use-subscribe-newsletter';

export const NEWSLETTER_FORM = 'newsletter';

// A plain form and input rather than antd Form and Input: the footer is part of every first paint, and
// those two bring 30 KB gzipped that no other part of the first paint needs. A real form posted to
// the page (docs/architecture.md, "Forms without JavaScript"): before or without its code the server
// subscribes and sends the visitor back with `?done=newsletter`, which shows "Subscribed" here. The
// input is left to the browser (not controlled), so an address typed before hydration is kept.
export function NewsletterForm() {
  const posted = usePostedForm(NEWSLETTER_FORM);
  const done = new URLSearchParams(useLocation().search).get(FORM_DONE_PARAM) === NEWSLETTER_FORM;
  // The server's word on what was posted, until the form is sent again from the browser.
  const [problem, setProblem] = useState<string | null>(
    () => postedFieldError(posted, 'email') ?? posted?.message ?? null,
  );
  const { trigger, isMutating } = useSubscribeNewsletter();

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const email = new FormData(form).get('email');
    // The schema (and zod) load with the first submit, not with the footer on every first paint.
    const { newsletterSubscribeSchema } = await loadContactContracts();
    const parsed = newsletterSubscribeSchema.safeParse({ email: typeof email === 'string' ? email : '' });
    if (!parsed.success) {
      setProblem(parsed.error.issues[0]?.message ?? null);
      return;
    }
    setProblem(null);
    try {
      await trigger(parsed.data);
    } catch (error) {
      toast.error(
        strings.footer.subscribeFailed,
        errorMessage(error, strings.footer.subscribeFailedFallback),
      );
      return;
    }
    toast.success(strings.footer.subscribed, strings.footer.subscribedText);
    form.reset();
  };

  return (
    <form className="newsletter" method="post" onSubmit={(event) => void submit(event)} noValidate>
      <input type="hidden" name={FORM_NAME_FIELD} value={NEWSLETTER_FORM} />
      <label className="newsletter__label" htmlFor="newsletter-email">
        {strings.footer.newsletterEmail}
      </label>
      <div className="newsletter__row">
        <input
          id="newsletter-email"
          className="newsletter__input"
          type="email"
          name="email"
          autoComplete="email"
          placeholder={strings.footer.newsletterPlaceholder}
          defaultValue={posted?.values.email}
          aria-invalid={problem ? true : undefined}
          aria-describedby={problem ? 'newsletter-problem newsletter-note' : 'newsletter-note'}
        />
        <Button type="primary" htmlType="submit" size="large" loading={isMutating}>
          {strings.footer.newsletterSubmit}
        </Button>
      </div>
      {problem && (
        <p id="newsletter-problem" className="newsletter__problem" role="alert">
          {problem}
        </p>
      )}
      {done && (
        <p className="newsletter__done" role="status">
          {strings.footer.subscribedText}
        </p>
      )}
      <p id="newsletter-note" className="newsletter__note">
        {strings.footer.newsletterNote}
      </p>
    </form>
  );
}
