import type { z } from 'zod';

/** A form's messages by field name. */
export type FieldErrors = Partial<Record<string, string>>;

/** The first message of each field a schema refused (the field is the issue's first path segment). */
export function fieldErrorsOf(result: z.ZodSafeParseResult<unknown>): FieldErrors {
  const found: FieldErrors = {};
  if (result.success) return found;
  for (const issue of result.error.issues) {
    const field = String(issue.path[0] ?? 'reason');
    found[field] ??= issue.message;
  }
  return found;
}
