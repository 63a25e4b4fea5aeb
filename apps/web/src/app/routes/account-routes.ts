import type { RouteObject } from 'react-router';

/** Registration, staff registration, password reset and change, profile and e-invoice pages. */
export function accountRoutes(): RouteObject[] {
  return [];
}
