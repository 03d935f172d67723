import type { RuleObject } from 'antd/es/form';
import type { z } from 'zod';

function firstIssue(result: z.ZodSafeParseResult<unknown>): string | undefined {
  return result.success ? undefined : result.error.issues[0]?.message;
}

/**
 * An antd Form rule that validates a field with its contracts schema and shows the schema's message.
 * `required` only drives the label's asterisk: the schema decides, so an empty optional field passes.
 */
export function zodRule(schema: z.ZodType): RuleObject {
  return {
    required: !schema.safeParse(undefined).success,
    validator: async (_rule, value: unknown) => {
      const message = firstIssue(schema.safeParse(value ?? undefined));
      if (message !== undefined) throw new Error(message);
    },
  };
}
