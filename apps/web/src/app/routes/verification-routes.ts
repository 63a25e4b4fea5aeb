import type { RouteObject } from 'react-router';

/**
 * Document upload, the summary, identity verification (and its phone hand-off), the verification result, the
 * not-allow-new-loan page and the loan status check.
 */
export function verificationRoutes(): RouteObject[] {
  return [];
}
