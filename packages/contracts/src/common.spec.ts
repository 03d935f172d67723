import { optionalText, requiredText } from './common';

const messagesOf = (result: { error?: { issues: { message: string }[] } }) => result.error?.issues.map((issue) => issue.message) ?? [];

describe('requiredText', () => {
  const name = requiredText('Name', 10);

  it('refuses a NUL character with a message naming the field', () => {
    expect(messagesOf(name.safeParse('Ada\u0000'))).toEqual(['Name contains a character that is not allowed']);
  });

  it('reports a NUL character and the length together', () => {
    expect(messagesOf(name.safeParse('\u0000'.repeat(11)))).toEqual([
      'Name must be at most 10 characters',
      'Name contains a character that is not allowed',
    ]);
  });

  it('accepts other control characters and trims the text', () => {
    expect(name.parse(' a\tb\u0001 ')).toBe('a\tb\u0001');
  });
});

describe('optionalText', () => {
  const notes = optionalText('Notes', 10);

  it('refuses a NUL character with a message naming the field', () => {
    expect(messagesOf(notes.safeParse('a\u0000b'))).toEqual(['Notes contains a character that is not allowed']);
  });

  it('turns blank and missing into null', () => {
    expect(notes.parse('   ')).toBeNull();
    expect(notes.parse(undefined)).toBeNull();
  });
});
