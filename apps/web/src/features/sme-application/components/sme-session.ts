import type { SmeApplicationView } from '@sinar/domain';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { currentClaims } from '../../../lib/session.ts';
import { smeApplicationsQueryOptions } from '../api/sme-application-api.ts';

/** The logged-in partner or staff member: their user id, and whether they are group staff (no partner id). */
export function useSmeSession(): { readonly userId: string | null; readonly isGroupStaff: boolean } {
  return useMemo(() => {
    const claims = currentClaims();
    return { userId: claims?.sub ?? null, isGroupStaff: claims?.organizationType === 'STAFF' };
  }, []);
}

/** The caller's applications, latest first (one query key for home and every step). */
export function useSmeApplications() {
  const { userId } = useSmeSession();
  return useQuery(smeApplicationsQueryOptions(userId));
}

/** The statuses in which the applicant's application is still theirs to finish or to wait on. */
const CLOSED = ['CANCELED', 'REJECTED'] as const;

export function isClosed(application: SmeApplicationView): boolean {
  return (CLOSED as readonly string[]).includes(application.applicationStatus);
}

/** The application being made: the latest, while it is a draft. */
export function draftOf(applications: readonly SmeApplicationView[] | undefined): SmeApplicationView | null {
  const latest = applications?.[0];
  return latest && latest.applicationStatus === 'DRAFT' ? latest : null;
}
