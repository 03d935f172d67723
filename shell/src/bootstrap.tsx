// The contracts' constants only: their schemas (and zod) load when first used (docs/architecture.md, "The first screen").
import { SERVER_RENDER_SKIPPED_DIGEST } from '@elite/contracts/constants';
import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app/app';
import { readServerRender } from './app/server-render-data';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');
const served = readServerRender(document);
if (served && container.firstElementChild) {
  // The gateway rendered this page (docs/architecture.md, "Server rendering"): take it over without
  // redrawing it, in a transition so that no task blocks input for long; each remote's part hydrates
  // once its code has arrived.
  startTransition(() => {
    hydrateRoot(container, <App fallback={served.fallback} pageOnDemand={served.onDemand} />, {
      onRecoverableError(error, info) {
        // A part the server left to the browser on purpose renders here: nothing to report.
        if ((error as { digest?: unknown } | null)?.digest === SERVER_RENDER_SKIPPED_DIGEST) return;
        console.error('[shell] the page was redrawn in the browser', error, info.componentStack);
      },
    });
  });
} else {
  createRoot(container).render(<App />);
}
