import { type ArgumentMetadata, BadRequestException, Injectable, PipeTransform } from '@nestjs/common';
import { toFieldErrors } from '@elite/contracts';
import type { z } from 'zod';

/**
 * Validates and shapes an input with the contracts schema `@ApiRoute` gave its argument (unknown
 * fields are stripped by the schema); a failure is a 400 whose `errors` name each field.
 */
@Injectable()
export class ZodValidationPipe implements PipeTransform {
  transform(value: unknown, { schema, type }: ArgumentMetadata): unknown {
    if (!schema) throw new Error(`No schema to validate the ${type} with: declare it in @ApiRoute`);
    const result = (schema as z.ZodType).safeParse(value ?? {});
    if (result.success) return result.data;
    throw new BadRequestException({ message: 'Validation failed', errors: toFieldErrors(result.error) });
  }
}
