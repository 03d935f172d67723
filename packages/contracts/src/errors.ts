import './zod-setup';
import { z } from 'zod';

/** One field-level problem in a 400 answer. */
export const fieldErrorSchema = z.object({
  path: z.string(),
  message: z.string(),
});
export type FieldError = z.infer<typeof fieldErrorSchema>;

/** The one error shape every service and the gateway answer with (docs/architecture.md §5). */
export const apiErrorSchema = z.object({
  statusCode: z.number().int(),
  message: z.string(),
  errors: z.array(fieldErrorSchema).optional(),
  errorId: z.string().optional(),
});
export type ApiError = z.infer<typeof apiErrorSchema>;

/** Turns zod issues into the `errors` list of an ApiError. */
export function toFieldErrors(error: z.ZodError): FieldError[] {
  return error.issues.map((issue) => ({
    path: issue.path.map(String).join('.'),
    message: issue.message,
  }));
}

/**
 * What a service answers (503, with Retry-After) when a dependency it needs (its database) cannot be
 * reached: an outage to wait out, not a fault of the request.
 */
export const DEPENDENCY_UNAVAILABLE_MESSAGE =
  'This service is briefly unavailable. Please try again in a few seconds.';
export const DEPENDENCY_RETRY_AFTER_SECONDS = 5;
