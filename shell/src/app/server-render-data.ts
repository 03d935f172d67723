import type { ServerRenderData } from '@elite/contracts/server-render';
import { SERVER_RENDER_DATA_ID } from '@elite/contracts/constants';

/** The data of a server-rendered page, or null when the page came without one (rendered in the browser). */
export function readServerRender(document: Document): ServerRenderData | null {
  const text = document.getElementById(SERVER_RENDER_DATA_ID)?.textContent;
  if (!text) return null;
  try {
    // Checked by hand, not with serverRenderDataSchema: this runs before hydration, and zod is not
    // loaded for the first screen (docs/architecture.md, "The first screen"). The gateway writes it
    // with serverRenderDataJson; anything else is a page without server data.
    const parsed = JSON.parse(text) as { fallback?: unknown; onDemand?: unknown } | null;
    const fallback = parsed?.fallback;
    if (fallback === null || typeof fallback !== 'object' || Array.isArray(fallback)) return null;
    return {
      fallback: fallback as ServerRenderData['fallback'],
      ...(parsed?.onDemand === true ? { onDemand: true } : {}),
    };
  } catch {
    return null;
  }
}
