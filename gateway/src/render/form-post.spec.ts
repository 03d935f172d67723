import { isSitePath, readPostedFields } from './form-post';

describe('readPostedFields', () => {
  it("reads the form's name apart from its fields, the first value of each, decoded", () => {
    const body = Buffer.from('_form=contact&name=Ana+Lima&email=ana%40example.com&name=again&_form=other');
    expect(readPostedFields(body)).toEqual({
      form: 'contact',
      fields: { name: 'Ana Lima', email: 'ana@example.com' },
    });
  });

  it('reads any body without throwing: what is not a field is not there', () => {
    expect(readPostedFields(Buffer.from(''))).toEqual({ form: undefined, fields: {} });
    const broken = readPostedFields(Buffer.from('%E0%A4%A=x&&=&a'));
    expect(broken.form).toBeUndefined();
    expect(Object.values(broken.fields)).toEqual(['x', '', '']);
    expect(readPostedFields(Buffer.from('{"name":"json"}')).form).toBeUndefined();
  });
});

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
