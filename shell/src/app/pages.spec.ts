import { describe, expect, it } from '@jest/globals';
import { documentHead, REMOTE_PAGES } from './pages';

describe('documentHead', () => {
  it('gives every page a title and description of its own', () => {
    const heads = REMOTE_PAGES.map(documentHead);
    expect(heads.every(({ found }) => found)).toBe(true);
    expect(new Set(heads.map(({ title }) => title)).size).toBe(REMOTE_PAGES.length);
    expect(new Set(heads.map(({ description }) => description)).size).toBe(REMOTE_PAGES.length);
  });

  it('gives a path that shows no page the 404 title, not found', () => {
    expect(documentHead(undefined)).toEqual({
      title: 'Page Not Found | Elite Transport',
      description: 'There is no page at this address.',
      found: false,
    });
  });
});
