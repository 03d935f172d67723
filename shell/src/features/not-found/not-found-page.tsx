import { Link } from 'react-router';
import { strings } from '../../common/strings';

/** Any route the router does not know (docs/product.md §2). */
export function NotFoundPage() {
  return (
    <section className="not-found" aria-labelledby="not-found-title">
      <p className="not-found__code" aria-hidden="true">
        404
      </p>
      <h1 id="not-found-title" className="not-found__title">
        {strings.notFound.title}
      </h1>
      <p className="not-found__text">{strings.notFound.text}</p>
      <Link to="/" className="not-found__home">
        {strings.notFound.home}
      </Link>
    </section>
  );
}
