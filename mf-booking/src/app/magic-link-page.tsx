import { useParams } from 'react-router';
import { MagicLinkScreen } from '../features/magic-link/components/magic-link-screen';
import { RemoteRoot } from './remote-root';

/** /magic-link/:token: a returning customer's one-time link (docs/product.md §2). */
export function MagicLinkPage() {
  const { token = '' } = useParams();
  return (
    <RemoteRoot>
      <div className="elite-container mfb-container mfb-magic-page">
        {/* A new token is a new link: start over rather than show the last one's outcome. */}
        <MagicLinkScreen key={token} token={token} />
      </div>
    </RemoteRoot>
  );
}

export default MagicLinkPage;
