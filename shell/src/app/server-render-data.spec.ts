import { describe, expect, it } from '@jest/globals';
import { SERVER_RENDER_DATA_ID } from '@elite/contracts/constants';
import { serverRenderDataJson } from '@elite/contracts/server-render';
import { readServerRender } from './server-render-data';

/** A document holding `text` as the server render's data element (or none for undefined). */
function documentWith(text: string | undefined): Document {
  return {
    getElementById: (id: string) =>
      id === SERVER_RENDER_DATA_ID && text !== undefined ? { textContent: text } : null,
  } as unknown as Document;
}

describe('readServerRender', () => {
  it('reads the data the gateway writes, with whether the page waits for the visitor', () => {
    const fallback = { '/api/services': [{ id: 1, name: 'Airport Transfer' }] };
    expect(readServerRender(documentWith(serverRenderDataJson({ fallback })))).toEqual({ fallback });
    expect(readServerRender(documentWith(serverRenderDataJson({ fallback, onDemand: true })))).toEqual({
      fallback,
      onDemand: true,
    });
  });

  it('takes only true as waiting for the visitor', () => {
    expect(readServerRender(documentWith('{"fallback":{},"onDemand":"yes"}'))).toEqual({ fallback: {} });
    expect(readServerRender(documentWith('{"fallback":{},"onDemand":false}'))).toEqual({ fallback: {} });
  });

  it('is null for a page without server data or with anything else in its place', () => {
    expect(readServerRender(documentWith(undefined))).toBeNull();
    expect(readServerRender(documentWith(''))).toBeNull();
    expect(readServerRender(documentWith('not json'))).toBeNull();
    expect(readServerRender(documentWith('{"fallback":[]}'))).toBeNull();
    expect(readServerRender(documentWith('{"onDemand":true}'))).toBeNull();
  });
});
