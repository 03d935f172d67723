import { endToEndHeaders } from './upstream-proxy';

describe('endToEndHeaders', () => {
  it('drops hop-by-hop headers and those the Connection header names', () => {
    const headers = endToEndHeaders({
      connection: 'keep-alive, x-hop',
      'keep-alive': 'timeout=5',
      'transfer-encoding': 'chunked',
      'x-hop': '1',
      'content-type': 'application/json',
      'set-cookie': ['a=1', 'b=2'],
      host: 'localhost:8080',
    });
    expect(headers).toEqual({
      'content-type': 'application/json',
      'set-cookie': ['a=1', 'b=2'],
      host: 'localhost:8080',
    });
  });

  it('keeps Connection and Upgrade for a websocket handshake', () => {
    const headers = endToEndHeaders(
      { connection: 'Upgrade', upgrade: 'websocket', 'sec-websocket-key': 'k' },
      true,
    );
    expect(headers).toEqual({ connection: 'Upgrade', upgrade: 'websocket', 'sec-websocket-key': 'k' });
  });
});
