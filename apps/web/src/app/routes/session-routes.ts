import type { RouteObject } from 'react-router';

/** Logging in and out, the logged-in homes, and the staff and partner login pages. */
export function sessionRoutes(): RouteObject[] {
  return [];
}
