import { type ArgumentMetadata, BadRequestException, Injectable, PipeTransform } from '@nestjs/common';
import { toFieldErrors } from '@elite/contracts';
import type { z } from 'zod';

/**
 * Validates and shapes input with a contracts schema; unknown fields are stripped by the schema.
 * The schema is the one given here, else the one `@ApiRoute` attached to the argument.
 */
@Injectable()
export class ZodValidationPipe<T extends z.ZodType = z.ZodType> implements PipeTransform<
  unknown,
  z.output<T>
> {
  constructor(private readonly schema?: T) {}

  transform(value: unknown, metadata?: ArgumentMetadata): z.output<T> {
    const schema = this.schema ?? (metadata?.schema as T | undefined);
    if (!schema) throw new Error(`No schema to validate the ${metadata?.type ?? 'input'} with`);
    const result = schema.safeParse(value ?? {});
    if (result.success) return result.data;
    throw new BadRequestException({ message: 'Validation failed', errors: toFieldErrors(result.error) });
  }
}
