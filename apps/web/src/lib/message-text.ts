/**
 * Translates a catalog key that arrives at run time, such as a zod issue message of the domain's form schemas
 * ('forms.contact.emailRequired'). A key missing from the catalog is reported like any other missing key.
 */
export function messageText(
  t: (...args: never[]) => unknown,
  key: string,
  values?: Record<string, unknown>,
): string {
  return (t as unknown as (key: string, options?: Record<string, unknown>) => string)(key, values);
}
