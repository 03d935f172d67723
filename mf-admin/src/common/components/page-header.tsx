import { pageStrings } from '../strings';

/** The page's one h1, the same whoever is looking (signed out, client or admin). */
export function PageHeader({
  title = pageStrings.title,
  intro = pageStrings.intro,
}: {
  title?: string;
  intro?: string | null;
}) {
  return (
    <header className="mfa-page-header">
      <h1 className="elite-heading mfa-title">{title}</h1>
      {intro ? <p className="elite-intro">{intro}</p> : null}
    </header>
  );
}
