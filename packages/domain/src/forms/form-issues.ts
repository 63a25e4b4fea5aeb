import type { z } from 'zod';

/**
 * A form's problems as the screens and the API show them: where (a dotted path, as react-hook-form names fields),
 * which catalog key, and the values of the key's placeholders. A custom rule carries its values in `params`; zod's
 * own length and size checks carry theirs as `minimum` and `maximum`, named here as the catalog names them.
 */
export interface FormIssue {
  readonly path: string;
  readonly key: string;
  readonly params: Readonly<Record<string, unknown>>;
}

export function formIssues(error: z.ZodError): FormIssue[] {
  return error.issues.map((issue) => ({
    path: issue.path.map(String).join('.'),
    key: issue.message,
    params: paramsOf(issue),
  }));
}

function paramsOf(issue: z.core.$ZodIssue): Record<string, unknown> {
  switch (issue.code) {
    case 'custom':
      return issue.params ?? {};
    case 'too_big':
      return { max: Number(issue.maximum) };
    case 'too_small':
      return { min: Number(issue.minimum) };
    default:
      return {};
  }
}
