/** The admin's page of one customer, under the basename /backoffice. */
export function customerPath(id: string): string {
  return `/customers/${encodeURIComponent(id)}`;
}
