import type { RuleObject } from 'antd/es/form';
import type { z } from 'zod';

type Validator = NonNullable<RuleObject['validator']>;

function validatorOf(schema: () => z.ZodType | Promise<z.ZodType>): Validator {
  return async (_rule, value: unknown) => {
    const result = (await schema()).safeParse(value ?? undefined);
    const message = result.success ? undefined : result.error.issues[0]?.message;
    if (message !== undefined) throw new Error(message);
  };
}

/**
 * An antd Form rule that validates a field with its contracts schema and shows the schema's message.
 * `required` only drives the label's asterisk: the schema decides, so an empty optional field passes.
 */
export function zodRule(schema: z.ZodType): RuleObject {
  return { required: !schema.safeParse(undefined).success, validator: validatorOf(() => schema) };
}

/**
 * zodRule for a schema loaded at the first validation (`() => import('@elite/contracts/<domain>')…`),
 * for a form drawn before its page needs zod (docs/architecture.md, "The first screen"). It cannot
 * know before then whether the field is required: use it in a form without required marks.
 */
export function lazyZodRule(loadSchema: () => Promise<z.ZodType>): RuleObject {
  return { validator: validatorOf(loadSchema) };
}
