import { Outlet } from 'react-router';
import { hasRole, useOfficer } from '../../lib/session.ts';
import { ForbiddenPage } from '../pages/forbidden-page.tsx';

/** The admin's pages; the server checks the role on every call, this only spares others a page of errors. */
export function AdminOnly() {
  return hasRole(useOfficer(), 'admin') ? <Outlet /> : <ForbiddenPage />;
}
