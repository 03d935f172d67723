import { errorMessage, toast, useHydrated } from '@elite/web-kit';
import { Button } from 'antd';
import { useState, type FormEvent } from 'react';
import { strings } from '../../common/strings';
import { useSubscribeNewsletter } from './api/use-subscribe-newsletter';

// A plain form and input rather than antd Form and Input: the footer is part of every first paint, and
// those two bring 30 KB gzipped that no other part of the first paint needs.
export function NewsletterForm() {
  const [email, setEmail] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const { trigger, isMutating } = useSubscribeNewsletter();
  // Server HTML until the footer is taken over: an address typed then would be reset by hydration, and
  // Subscribe would send the page to itself as a plain form (docs/architecture.md, "Server rendering").
  const hydrated = useHydrated();

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    // The schema (and zod) load with the first submit, not with the footer on every first paint.
    const { newsletterSubscribeSchema } = await import('@elite/contracts/contact');
    const parsed = newsletterSubscribeSchema.safeParse({ email });
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
    setEmail('');
  };

  return (
    <form className="newsletter" onSubmit={submit} noValidate>
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
          value={email}
          disabled={!hydrated}
          onChange={(event) => setEmail(event.target.value)}
          aria-invalid={problem ? true : undefined}
          aria-describedby={problem ? 'newsletter-problem newsletter-note' : 'newsletter-note'}
        />
        <Button type="primary" htmlType="submit" size="large" loading={isMutating} disabled={!hydrated}>
          {strings.footer.newsletterSubmit}
        </Button>
      </div>
      {problem && (
        <p id="newsletter-problem" className="newsletter__problem" role="alert">
          {problem}
        </p>
      )}
      <p id="newsletter-note" className="newsletter__note">
        {strings.footer.newsletterNote}
      </p>
    </form>
  );
}
