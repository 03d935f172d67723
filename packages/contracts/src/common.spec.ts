import { z } from 'zod';
import {
  isStorableText,
  jsonBoolean,
  jsonId,
  jsonInteger,
  lenientList,
  optionalText,
  requiredText,
  shownAmount,
  shownText,
} from './common';

const messagesOf = (result: { error?: { issues: { message: string }[] } }) =>
  result.error?.issues.map((issue) => issue.message) ?? [];

describe('requiredText', () => {
  const name = requiredText('Name', 10);

  it('refuses a NUL character with a message naming the field', () => {
    expect(messagesOf(name.safeParse('Ada\u0000'))).toEqual([
      'Name contains a character that is not allowed',
    ]);
  });

  it('reports a NUL character and the length together', () => {
    expect(messagesOf(name.safeParse('\u0000'.repeat(11))).sort()).toEqual([
      'Name contains a character that is not allowed',
      'Name must be at most 10 characters',
    ]);
  });

  it.each([
    ['a C0 control', 'a\u0001b'],
    ['an escape', 'a\u001bb'],
    ['DEL', 'a\u007fb'],
    ['a lone high surrogate', 'a\ud800b'],
    ['a lone low surrogate', 'a\udc00b'],
  ])('refuses %s, which cannot be stored as sent', (_what, value) => {
    expect(messagesOf(name.safeParse(value))).toEqual(['Name contains a character that is not allowed']);
  });

  it('keeps tabs, line breaks and characters beyond the basic plane, and trims the text', () => {
    expect(name.parse(' a\tb\r\nc😀 ')).toBe('a\tb\r\nc😀');
  });

  it('says a value of another type must be text, and that a missing or null one is required', () => {
    expect(messagesOf(name.safeParse(42))).toEqual(['Name must be text']);
    expect(messagesOf(name.safeParse(['Ada']))).toEqual(['Name must be text']);
    expect(messagesOf(name.safeParse(null))).toEqual(['Name is required']);
    expect(messagesOf(name.safeParse(undefined))).toEqual(['Name is required']);
  });
});

describe('optionalText', () => {
  const notes = optionalText('Notes', 10);

  it('refuses a NUL character with a message naming the field', () => {
    expect(messagesOf(notes.safeParse('a\u0000b'))).toEqual([
      'Notes contains a character that is not allowed',
    ]);
  });

  it('turns blank and missing into null', () => {
    expect(notes.parse('   ')).toBeNull();
    expect(notes.parse(undefined)).toBeNull();
  });

  it('refuses a number rather than storing its digits', () => {
    expect(messagesOf(notes.safeParse(12))).toEqual(['Notes must be text']);
  });
});

describe('isStorableText', () => {
  it('accepts a paired surrogate and refuses one cut in half', () => {
    expect(isStorableText('😀')).toBe(true);
    expect(isStorableText('😀'.slice(0, 1))).toBe(false);
  });
});

describe('JSON numbers and booleans are never coerced', () => {
  const passengers = jsonInteger('Passengers', 1, 14);
  const vehicle = jsonId('Vehicle');
  const roundTrip = jsonBoolean('Round trip');

  it.each([true, [2], '2', '0x1f', '1e3', {}])(
    'refuses %j for a whole number, saying it must be a number',
    (value) => {
      expect(messagesOf(passengers.safeParse(value))).toEqual(['Passengers must be a number']);
    },
  );

  it('says a missing or null number is required, and names the range and wholeness', () => {
    expect(messagesOf(passengers.safeParse(undefined))).toEqual(['Passengers is required']);
    expect(messagesOf(passengers.safeParse(null))).toEqual(['Passengers is required']);
    expect(messagesOf(passengers.safeParse(15))).toEqual(['Passengers must be between 1 and 14']);
    expect(messagesOf(passengers.safeParse(1.5))).toEqual(['Passengers must be a whole number']);
    expect(passengers.parse(14)).toBe(14);
  });

  it.each([true, [5], '5', '0x1f', '1e3', 0, -1, 2.5, 2_147_483_648])('refuses %j for an id', (value) => {
    expect(messagesOf(vehicle.safeParse(value))).toEqual(['Vehicle must be a positive whole number']);
  });

  it.each(['true', 1, 0, [true], 'false'])('refuses %j for a boolean', (value) => {
    expect(messagesOf(roundTrip.safeParse(value))).toEqual(['Round trip must be true or false']);
  });

  it('accepts real JSON values', () => {
    expect(vehicle.parse(1)).toBe(1);
    expect(roundTrip.parse(false)).toBe(false);
  });
});

describe('lenient lists for screens with fallbacks', () => {
  const list = lenientList(z.object({ id: z.number(), subject: shownText }));

  it('keeps every item that fits, shows an odd field as its fallback, and leaves out only the item that cannot be shown', () => {
    expect(
      list.parse([
        { id: 1, subject: 'Hi' },
        { id: 2 },
        { id: 3, subject: null },
        { subject: 'no id' },
        'text',
      ]),
    ).toEqual([
      { id: 1, subject: 'Hi' },
      { id: 2, subject: '' },
      { id: 3, subject: '' },
    ]);
  });

  it('reads a price sent as PostgreSQL numeric text, and anything else as missing', () => {
    expect(shownAmount.parse('120.50')).toBe(120.5);
    expect(shownAmount.parse(99)).toBe(99);
    expect(shownAmount.parse('about ten')).toBeNull();
    expect(shownAmount.parse(undefined)).toBeNull();
  });
});
