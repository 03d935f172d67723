import { isSitePath } from './page-renderer';

describe('isSitePath', () => {
  it('lets a form send the visitor to a path of this site only', () => {
    expect(isSitePath('/tracking/abc?token=t')).toBe(true);
    expect(isSitePath('/')).toBe(true);
    for (const location of [
      '//evil.example/',
      '/\\evil.example',
      'https://evil.example/',
      'javascript:alert(1)',
      '',
    ])
      expect(isSitePath(location)).toBe(false);
  });
});
