import { SERVER_RENDER_DATA_ID, serverRenderDataSchema, type ServerRenderData } from '@elite/contracts';

/** The data of a server-rendered page, or null when the page came without one (rendered in the browser). */
export function readServerRender(document: Document): ServerRenderData | null {
  const text = document.getElementById(SERVER_RENDER_DATA_ID)?.textContent;
  if (!text) return null;
  try {
    const parsed = serverRenderDataSchema.safeParse(JSON.parse(text));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}
