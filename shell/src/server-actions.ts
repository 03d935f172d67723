// The shell's own forms posted without JavaScript (docs/architecture.md, "Forms without JavaScript"):
// sign in and register (the dialog on every page) and the footer's newsletter. Each is checked by the
// contracts' schema the API checks, sent to the service with the visitor's cookie, and answered with
// the page again: done (Post/Redirect/Get) or with the values kept and the errors by field.
import { FORM_DONE_PARAM } from '@elite/contracts/constants';
import type { PageAction, PageActionInput } from '@elite/contracts/server-render';
import { apiPost, setApiFetch, type ApiFetch } from '@elite/web-kit';
import { answerForm, parseFormFields } from '@elite/web-kit/server-entry';
import { generatePath } from 'react-router';
import { REMOTE_PAGES } from './app/pages';
import { loadContactContracts, loadIdentityContracts } from './common/contracts';
import { strings } from './common/strings';
import { REGISTER_FORM, SIGN_IN_FORM } from './features/auth/auth-forms';
import { NEWSLETTER_FORM } from './features/footer/newsletter-form';
import { SITE_FOOTER_ID } from './features/footer/site-footer';

/**
 * The address of the page the form was posted from (its path from the route table and the posted
 * path's parameters, and its query), with `done` set when the page shows the success itself. A form
 * posted to a path no page has (the 404 page) goes home.
 */
export function pageAddress(module: string, input: PageActionInput, done?: string, hash = ''): string {
  const route = REMOTE_PAGES.find((page) => page.module === module);
  let path = '/';
  if (route) {
    try {
      path = generatePath(route.path, input.params);
    } catch {
      // A parameter missing: the page cannot be named again, so home.
    }
  }
  const query = new URLSearchParams(input.query);
  if (done) query.set(FORM_DONE_PARAM, done);
  else query.delete(FORM_DONE_PARAM);
  const search = query.toString();
  return `${path}${search ? `?${search}` : ''}${hash}`;
}

/** How the forms' calls reach the services (the render slice's fetch), set once the build is loaded. */
export function configure({ apiFetch }: { apiFetch: ApiFetch }): void {
  setApiFetch(apiFetch);
}

export const action: PageAction = async (module, input) => {
  const { fields, headers } = input;
  switch (input.form) {
    case SIGN_IN_FORM:
      return answerForm(input, strings.auth.loginFailedFallback, async () => {
        const { loginSchema } = await loadIdentityContracts();
        const login = parseFormFields(loginSchema, { email: fields.email, password: fields.password });
        let setCookie: string[] = [];
        await apiPost('/api/auth/login', login, {
          headers,
          onResponse: (response) => (setCookie = response.headers.getSetCookie()),
        });
        return { redirect: pageAddress(module, input), setCookie };
      });
    case REGISTER_FORM:
      return answerForm(input, strings.auth.registerFailedFallback, async () => {
        const { registerSchema } = await loadIdentityContracts();
        const registration = parseFormFields(registerSchema, {
          name: fields.name,
          email: fields.email,
          username: fields.username,
          password: fields.password,
          phone: fields.phone,
        });
        await apiPost('/api/auth/register', { ...registration, role: 'client' }, { headers });
        return { redirect: pageAddress(module, input, REGISTER_FORM) };
      });
    case NEWSLETTER_FORM:
      return answerForm(input, strings.footer.subscribeFailedFallback, async () => {
        const { newsletterSubscribeSchema } = await loadContactContracts();
        const subscription = parseFormFields(newsletterSubscribeSchema, { email: fields.email });
        await apiPost('/api/newsletter', subscription, { headers });
        return { redirect: pageAddress(module, input, NEWSLETTER_FORM, `#${SITE_FOOTER_ID}`) };
      });
    default:
      return undefined;
  }
};
