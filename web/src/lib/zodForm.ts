import type { FormErrors } from '@mantine/form';
import type { z } from 'zod';

/**
 * @mantine/form's bundled zodResolver reads zod 3's `error.errors`; zod 4 reports `issues`.
 * This adapter keeps the first message per field so the form shows the domain's own wording.
 */
export function zodValidate<T>(schema: z.ZodType<T>) {
  return (values: unknown): FormErrors => {
    const parsed = schema.safeParse(values);
    if (parsed.success) return {};
    const errors: FormErrors = {};
    for (const issue of parsed.error.issues) {
      const key = issue.path.map(String).join('.');
      if (!(key in errors)) errors[key] = issue.message;
    }
    return errors;
  };
}
