import type { IncomingHttpHeaders } from 'node:http';
import {
  BODY_LIMIT_BYTES,
  EDGE_MESSAGES,
  announcesBody,
  bodyLengthRefusal,
  contentTypeRefusal,
  crossOriginRefusal,
  isFormContentType,
  isJsonContentType,
  originMatches,
} from './edge-rules';

describe('originMatches', () => {
  it('compares the origin host with the hosts the request was sent to, default ports aside', () => {
    expect(originMatches('http://localhost:8080', 'localhost:8080')).toBe(true);
    expect(originMatches('https://Elite.Example', 'elite.example:443')).toBe(true);
    expect(originMatches('http://elite.example:80', 'elite.example')).toBe(true);
    expect(originMatches('https://elite.example', ['127.0.0.1:3001', 'elite.example'])).toBe(true);
    expect(originMatches('http://localhost:8081', 'localhost:8080')).toBe(false);
    expect(originMatches('http://localhost:8080.evil.example', 'localhost:8080')).toBe(false);
    expect(originMatches('http://localhost:8080', undefined)).toBe(false);
    expect(originMatches('http://localhost:8080', [undefined, undefined])).toBe(false);
  });

  it('accepts the public origin, scheme included', () => {
    expect(originMatches('https://book.elite.example', '127.0.0.1:3001', 'https://book.elite.example')).toBe(
      true,
    );
    expect(originMatches('https://BOOK.elite.example', undefined, 'https://book.elite.example')).toBe(true);
    expect(originMatches('http://book.elite.example', '127.0.0.1:3001', 'https://book.elite.example')).toBe(
      false,
    );
  });

  it('never matches what is not an http(s) origin', () => {
    for (const origin of ['null', 'file://', 'http://localhost:8080/path', 'ftp://localhost:8080', '']) {
      expect(originMatches(origin, 'localhost:8080')).toBe(false);
    }
  });
});

describe('crossOriginRefusal', () => {
  it('refuses a state-changing request from another origin with 403', () => {
    expect(crossOriginRefusal('POST', 'http://evil.example', 'localhost:8080')).toEqual({
      status: 403,
      message: EDGE_MESSAGES.crossOrigin,
    });
    expect(crossOriginRefusal('DELETE', 'null', 'localhost:8080')?.status).toBe(403);
  });

  it('lets reads, requests without Origin and our own origin through', () => {
    expect(crossOriginRefusal('GET', 'http://evil.example', 'localhost:8080')).toBeUndefined();
    expect(crossOriginRefusal('POST', undefined, 'localhost:8080')).toBeUndefined();
    expect(crossOriginRefusal('PATCH', 'http://localhost:8080', 'localhost:8080')).toBeUndefined();
  });

  it("refuses what the browser's Sec-Fetch-Site says another site sent, with or without Origin", () => {
    for (const site of ['cross-site', 'same-site', 'Cross-Site'])
      expect(crossOriginRefusal('POST', undefined, 'localhost:8080', undefined, site)?.status).toBe(403);
    expect(
      crossOriginRefusal('POST', 'http://localhost:8080', 'localhost:8080', undefined, 'cross-site')?.status,
    ).toBe(403);
    for (const site of ['same-origin', 'none'])
      expect(
        crossOriginRefusal('POST', 'http://localhost:8080', 'localhost:8080', undefined, site),
      ).toBeUndefined();
    expect(crossOriginRefusal('GET', undefined, 'localhost:8080', undefined, 'cross-site')).toBeUndefined();
  });

  it("takes `Origin: null` only with the browser's word that our own page sent it", () => {
    expect(crossOriginRefusal('POST', 'null', 'localhost:8080', undefined, 'same-origin')).toBeUndefined();
    for (const site of [undefined, 'cross-site', 'same-site', 'none'])
      expect(crossOriginRefusal('POST', 'null', 'localhost:8080', undefined, site)?.status).toBe(403);
  });
});

describe('body rules', () => {
  const headers = (h: Record<string, string>) => h as IncomingHttpHeaders;

  it('knows JSON content types', () => {
    expect(isJsonContentType('application/json')).toBe(true);
    expect(isJsonContentType('application/json; charset=utf-8')).toBe(true);
    expect(isJsonContentType('application/merge-patch+json')).toBe(true);
    expect(isJsonContentType('application/jsonp')).toBe(false);
    expect(isJsonContentType('text/plain')).toBe(false);
    expect(isJsonContentType(undefined)).toBe(false);
  });

  it('knows what a plain HTML form posts', () => {
    expect(isFormContentType('application/x-www-form-urlencoded')).toBe(true);
    expect(isFormContentType('application/x-www-form-urlencoded;charset=UTF-8')).toBe(true);
    expect(isFormContentType('multipart/form-data; boundary=x')).toBe(false);
    expect(isFormContentType('application/json')).toBe(false);
    expect(isFormContentType(undefined)).toBe(false);
  });

  it("takes only a URL-encoded form for a page's own form, and refuses JSON there with 415", () => {
    const form = headers({ 'content-length': '5', 'content-type': 'application/x-www-form-urlencoded' });
    expect(contentTypeRefusal('POST', form, true)).toBeUndefined();
    expect(contentTypeRefusal('POST', form)?.message).toBe(EDGE_MESSAGES.notJson);
    expect(
      contentTypeRefusal(
        'POST',
        headers({ 'content-length': '5', 'content-type': 'application/json' }),
        true,
      ),
    ).toEqual({ status: 415, message: EDGE_MESSAGES.notForm });
  });

  it('sees a body in a length above zero or in chunks', () => {
    expect(announcesBody(headers({ 'content-length': '2' }))).toBe(true);
    expect(announcesBody(headers({ 'transfer-encoding': 'chunked' }))).toBe(true);
    expect(announcesBody(headers({ 'content-length': '0' }))).toBe(false);
    expect(announcesBody(headers({}))).toBe(false);
  });

  it('refuses a state-changing body that is not JSON with 415, and nothing else', () => {
    expect(
      contentTypeRefusal('POST', headers({ 'content-length': '5', 'content-type': 'text/plain' })),
    ).toEqual({ status: 415, message: EDGE_MESSAGES.notJson });
    expect(contentTypeRefusal('PUT', headers({ 'transfer-encoding': 'chunked' }))?.status).toBe(415);
    expect(
      contentTypeRefusal('POST', headers({ 'content-length': '5', 'content-type': 'application/json' })),
    ).toBeUndefined();
    expect(contentTypeRefusal('POST', headers({}))).toBeUndefined();
    expect(contentTypeRefusal('GET', headers({ 'content-length': '5' }))).toBeUndefined();
  });

  it('refuses an announced length above 32 KiB (or one that is not a number) with 413, closing', () => {
    expect(BODY_LIMIT_BYTES).toBe(32 * 1024);
    expect(bodyLengthRefusal(headers({ 'content-length': String(BODY_LIMIT_BYTES) }))).toBeUndefined();
    expect(bodyLengthRefusal(headers({}))).toBeUndefined();
    for (const length of [String(BODY_LIMIT_BYTES + 1), 'lots']) {
      expect(bodyLengthRefusal(headers({ 'content-length': length }))).toEqual({
        status: 413,
        message: EDGE_MESSAGES.tooLarge,
        close: true,
      });
    }
  });
});
