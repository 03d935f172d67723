import { BadRequestException, Injectable, PipeTransform } from '@nestjs/common';
import { toFieldErrors } from '@elite/contracts';
import type { z } from 'zod';

/** Validates and shapes input with a contracts schema; unknown fields are stripped by the schema. */
@Injectable()
export class ZodValidationPipe<T extends z.ZodType> implements PipeTransform<unknown, z.output<T>> {
  constructor(private readonly schema: T) {}

  transform(value: unknown): z.output<T> {
    const result = this.schema.safeParse(value ?? {});
    if (result.success) return result.data;
    throw new BadRequestException({ message: 'Validation failed', errors: toFieldErrors(result.error) });
  }
}
