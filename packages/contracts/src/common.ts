import { z } from 'zod';
import { EMAIL_MAX_LENGTH } from './constants';

export const INVALID_EMAIL_MESSAGE = 'Please enter a valid email address';

// PostgreSQL text cannot hold U+0000; refusing it here keeps it a 400 instead of a database error.
const hasNoNul = (value: string) => !value.includes('\u0000');

/** A required, trimmed, bounded string whose messages name the field for a person. */
export function requiredText(label: string, max: number) {
  return z
    .string({ error: `${label} is required` })
    .trim()
    .min(1, `${label} is required`)
    .max(max, `${label} must be at most ${max} characters`)
    .refine(hasNoNul, `${label} contains a character that is not allowed`);
}

/** An optional trimmed string; blank becomes null so nothing empty is stored. */
export function optionalText(label: string, max: number) {
  return z
    .string({ error: `${label} must be text` })
    .trim()
    .max(max, `${label} must be at most ${max} characters`)
    .refine(hasNoNul, `${label} contains a character that is not allowed`)
    .nullish()
    .transform((value) => (value ? value : null));
}

export const emailSchema = z
  .string({ error: INVALID_EMAIL_MESSAGE })
  .trim()
  .max(EMAIL_MAX_LENGTH, `Email must be at most ${EMAIL_MAX_LENGTH} characters`)
  .pipe(z.email(INVALID_EMAIL_MESSAGE))
  .transform((value) => value.toLowerCase());

export const idSchema = z.coerce
  .number({ error: 'Must be a positive whole number' })
  .int('Must be a positive whole number')
  .positive('Must be a positive whole number')
  .max(2_147_483_647, 'Must be a positive whole number');

/** A route parameter id: digits only, so '12abc' or '1e3' is refused rather than coerced. */
export const idParamSchema = z
  .string()
  .regex(/^\d{1,10}$/, 'Must be a positive whole number')
  .transform(Number)
  .pipe(z.number().int().positive('Must be a positive whole number').max(2_147_483_647, 'Must be a positive whole number'));

/** Route parameters of a `/:id` route, so a bad id is reported on the `id` field. */
export const idParamsSchema = z.object({ id: idParamSchema });

export const isoDateTimeSchema = z.string();
