import type { ApiBodyOptions } from '@nestjs/swagger';
import { z } from 'zod';

type ApiSchema = NonNullable<Extract<ApiBodyOptions, { schema?: unknown }>['schema']>;

/** The JSON Schema of a contracts schema, for @ApiBody / @ApiResponse, so docs come from the same source. */
export function zodApiSchema(schema: z.ZodType, io: 'input' | 'output' = 'output'): ApiSchema {
  return z.toJSONSchema(schema, { io, unrepresentable: 'any' }) as ApiSchema;
}
