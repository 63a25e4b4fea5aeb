import type { RouteObject } from 'react-router';

/** The eligibility check and its result, the draft application, the application form and the email step. */
export function applyRoutes(): RouteObject[] {
  return [];
}
