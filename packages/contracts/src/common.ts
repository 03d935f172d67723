import './zod-setup';
import { z } from 'zod';
import { EMAIL_MAX_LENGTH, INVALID_EMAIL_MESSAGE } from './constants';

/**
 * True when text holds only characters that can be stored and shown: no C0 control other than tab,
 * line feed and carriage return (PostgreSQL refuses U+0000 outright), no DEL, and no unpaired UTF-16
 * surrogate (it would be replaced on the way to the database, so what was sent would be lost).
 * A loop rather than a regular expression: lint forbids control characters in patterns, rightly.
 */
export function isStorableText(value: string): boolean {
  for (let i = 0; i < value.length; i++) {
    const code = value.charCodeAt(i);
    if ((code < 0x20 && code !== 0x09 && code !== 0x0a && code !== 0x0d) || code === 0x7f) return false;
    if (code >= 0xd800 && code <= 0xdbff) {
      const next = value.charCodeAt(i + 1);
      if (!(next >= 0xdc00 && next <= 0xdfff)) return false;
      i++;
    } else if (code >= 0xdc00 && code <= 0xdfff) {
      return false;
    }
  }
  return true;
}

/** The message of a JSON value of the wrong type: `missing` only when nothing (or null) was sent. */
const typeMessage =
  (label: string, expected: string, missing = `${label} is required`) =>
  (issue: { input?: unknown }) =>
    issue.input === undefined || issue.input === null ? missing : `${label} must be ${expected}`;

/** A string in a JSON body that must be storable text; wrong types are told apart from a missing value. */
export function textSchema(label: string, missing?: string) {
  return z
    .string({ error: typeMessage(label, 'text', missing) })
    .refine(isStorableText, `${label} contains a character that is not allowed`);
}

/** A required, trimmed, bounded string whose messages name the field for a person. */
export function requiredText(label: string, max: number) {
  return textSchema(label)
    .trim()
    .min(1, `${label} is required`)
    .max(max, `${label} must be at most ${max} characters`);
}

/** An optional trimmed string; blank becomes null so nothing empty is stored. */
export function optionalText(label: string, max: number) {
  return textSchema(label)
    .trim()
    .max(max, `${label} must be at most ${max} characters`)
    .nullish()
    .transform((value) => (value ? value : null));
}

export const emailSchema = z
  .string({ error: INVALID_EMAIL_MESSAGE })
  .trim()
  .max(EMAIL_MAX_LENGTH, `Email must be at most ${EMAIL_MAX_LENGTH} characters`)
  .pipe(z.email(INVALID_EMAIL_MESSAGE))
  .transform((value) => value.toLowerCase());

const MAX_ID = 2_147_483_647;

/**
 * A whole number in a JSON body: a JSON number, never coerced from `true`, `[5]`, `"0x1f"` or `"1e3"`
 * (query strings and path parameters are text, parsed by `idParamSchema` and the list queries).
 */
export function jsonInteger(label: string, min: number, max: number) {
  const range = `${label} must be between ${min} and ${max}`;
  return z
    .number({ error: typeMessage(label, 'a number') })
    .int(`${label} must be a whole number`)
    .min(min, range)
    .max(max, range);
}

/** An id in a JSON body: a positive whole number, sent as a JSON number. */
export function jsonId(label: string) {
  const message = `${label} must be a positive whole number`;
  return z
    .number({ error: typeMessage(label, 'a positive whole number') })
    .int(message)
    .positive(message)
    .max(MAX_ID, message);
}

/** A true/false flag in a JSON body: a JSON boolean, never `"true"`, `1` or `[true]`. */
export function jsonBoolean(label: string) {
  return z.boolean({ error: typeMessage(label, 'true or false') });
}

/** A route parameter id: digits only, so '12abc' or '1e3' is refused rather than coerced. */
export const idParamSchema = z
  .string()
  .regex(/^\d{1,10}$/, 'Must be a positive whole number')
  .transform(Number)
  .pipe(
    z
      .number()
      .int()
      .positive('Must be a positive whole number')
      .max(MAX_ID, 'Must be a positive whole number'),
  );

/** Route parameters of a `/:id` route, so a bad id is reported on the `id` field. */
export const idParamsSchema = z.object({ id: idParamSchema });
export type IdParams = z.output<typeof idParamsSchema>;

/**
 * A list read by a screen that has fallbacks: each item is parsed on its own, and one that does not
 * fit even the lenient item schema is left out, so one odd item never blanks the whole list.
 */
export function lenientList<T extends z.ZodType>(item: T) {
  return z.array(z.unknown()).transform((items) =>
    items.flatMap((candidate) => {
      const parsed = item.safeParse(candidate);
      return parsed.success ? [parsed.data as z.output<T>] : [];
    }),
  );
}

/** Text a screen shows, falling back on its own when it is empty: missing, null or not text read as ''. */
export const shownText = z.string().catch('');

/** Optional text a screen shows: missing, null or not text read as null. */
export const shownOptionalText = z
  .string()
  .nullish()
  .catch(null)
  .transform((value) => value ?? null);

/** A count or id a screen shows: missing or not a whole number reads as 0. */
export const shownInteger = z.number().int().catch(0);

/** An optional count or id a screen shows: missing or not a whole number reads as null. */
export const shownOptionalInteger = z
  .number()
  .int()
  .nullish()
  .catch(null)
  .transform((value) => value ?? null);

/** An amount a screen may show: a JSON number, or the decimal text PostgreSQL's numeric gives; else null. */
export const shownAmount = z
  .union([
    z.number(),
    z
      .string()
      .regex(/^-?\d+(\.\d+)?$/)
      .transform(Number),
  ])
  .nullish()
  .catch(null)
  .transform((value) => value ?? null);
