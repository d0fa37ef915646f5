import { z } from 'zod/mini';

/** Laravel's validation failure body (HTTP 422): a summary plus messages per field. */
export const validationErrorSchema = z.object({
  message: z.string(),
  errors: z.optional(z.record(z.string(), z.array(z.string()))),
});
export type ValidationErrorBody = z.infer<typeof validationErrorSchema>;

/** Any other error body the platform sends (401, 403, 404, 429, 500): a message at least. */
export const errorMessageSchema = z.object({ message: z.string() });
