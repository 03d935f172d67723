import { describe, expect, it } from '@jest/globals';
import { TERMS_MESSAGE } from '@elite/contracts/booking';
import { loginSchema, registerSchema } from '@elite/contracts/identity';
import { z } from 'zod';
import type { RuleObject } from 'antd/es/form';
import { lazyZodRule, zodRule } from './zod-rule';

async function validate(schema: z.ZodType, value: unknown): Promise<string | undefined> {
  return validateWith(zodRule(schema), value);
}

async function validateWith(rule: RuleObject, value: unknown): Promise<string | undefined> {
  try {
    await rule.validator?.(rule, value, () => undefined);
    return undefined;
  } catch (error) {
    return (error as Error).message;
  }
}

describe('zodRule', () => {
  it("rejects with the schema's own message", async () => {
    const cases: [z.ZodType, string, string][] = [
      [loginSchema.shape.email, 'not-an-email', 'Please enter a valid email address'],
      [loginSchema.shape.password, '12345', 'Password must be at least 6 characters'],
      [registerSchema.shape.name, 'A', 'Name must be at least 2 characters'],
      [registerSchema.shape.username, 'ab', 'Username must be at least 3 characters'],
    ];
    for (const [schema, value, message] of cases)
      await expect(validate(schema, value)).resolves.toBe(message);
  });

  it('accepts a valid value', async () => {
    await expect(validate(loginSchema.shape.email, 'client@example.com')).resolves.toBeUndefined();
    await expect(validate(loginSchema.shape.password, 'secret1')).resolves.toBeUndefined();
  });

  it('treats an untouched (null or undefined) field like a missing value', async () => {
    await expect(validate(loginSchema.shape.password, undefined)).resolves.toBe(
      'Password must be at least 6 characters',
    );
    await expect(validate(registerSchema.shape.phone, null)).resolves.toBeUndefined();
  });

  it('marks required fields and leaves optional ones unmarked', () => {
    expect(zodRule(registerSchema.shape.email).required).toBe(true);
    expect(zodRule(registerSchema.shape.phone).required).toBe(false);
  });

  it('works for a checkbox that must be ticked', async () => {
    const terms = z.literal(true, { error: TERMS_MESSAGE });
    await expect(validate(terms, false)).resolves.toBe(TERMS_MESSAGE);
    await expect(validate(terms, true)).resolves.toBeUndefined();
  });
});

describe('lazyZodRule', () => {
  it('loads the schema at the first validation and then validates with it', async () => {
    const loaded: string[] = [];
    const rule = lazyZodRule(async () => {
      loaded.push('password');
      return loginSchema.shape.password;
    });
    expect(loaded).toEqual([]);
    await expect(validateWith(rule, '12345')).resolves.toBe('Password must be at least 6 characters');
    await expect(validateWith(rule, 'secret1')).resolves.toBeUndefined();
    expect(loaded).toEqual(['password', 'password']);
  });

  it('leaves the label unmarked, since the schema is not there to say', () => {
    expect(lazyZodRule(async () => loginSchema.shape.password).required).toBeUndefined();
  });
});
