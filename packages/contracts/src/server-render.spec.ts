import { postedFormFields } from './server-render';

describe('postedFormFields', () => {
  it("reads the form's name apart from its fields, the first value of each, decoded", () => {
    expect(
      postedFormFields('_form=contact&name=Ana+Lima&email=ana%40example.com&name=again&_form=other'),
    ).toEqual({ form: 'contact', fields: { name: 'Ana Lima', email: 'ana@example.com' } });
  });

  it('reads any body without throwing: what is not a field is not there', () => {
    expect(postedFormFields('')).toEqual({ form: undefined, fields: {} });
    const broken = postedFormFields('%E0%A4%A=x&&=&a');
    expect(broken.form).toBeUndefined();
    expect(Object.values(broken.fields)).toEqual(['x', '', '']);
    expect(postedFormFields('{"name":"json"}').form).toBeUndefined();
  });
});
