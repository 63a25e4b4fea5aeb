import { Link, Navigate, Outlet, useLocation } from 'react-router';
import { Button } from '../../components/ui/button.tsx';
import { useMe } from '../../features/auth/api/get-me.ts';
import { useEndSession } from '../../features/auth/api/log-out.ts';
import { MASTER_DATA_PATH } from '../../features/master-data/routes/master-data-paths.ts';
import { loginPathFor, ROUTES } from '../../lib/paths.ts';
import { hasRole, useAccessToken, useOfficer } from '../../lib/session.ts';
import { readSessionEnd } from '../../lib/session-end.ts';
import { useT } from '../../lib/use-t.ts';
import { LanguageSwitcher } from './language-switcher.tsx';
import styles from './officer-layout.module.css';
import { SessionGuard } from './session-guard.tsx';

/**
 * A navigation entry: marked as the current page on its own page, and as the current section on the pages under it
 * (a queue's list and an application belong to Queues).
 */
function NavItem({ to, sections, label }: { to: string; sections: readonly string[]; label: string }) {
  const { pathname } = useLocation();
  const page = pathname === to;
  const section = page || sections.some((prefix) => pathname.startsWith(prefix));
  return (
    <li>
      <Link
        to={to}
        aria-current={page ? 'page' : section ? 'true' : undefined}
        className={section ? `${styles.navLink} ${styles.active}` : styles.navLink}
      >
        {label}
      </Link>
    </li>
  );
}

/** The sections an officer may open: the queues and agreements for everyone, administration for admins. */
function MainNavigation() {
  const { t } = useT();
  const officer = useOfficer();
  const admin = hasRole(officer, 'admin');
  // JomPAY reconciliation is the operations staff's and the admin's (decision 040).
  const jompay = admin || hasRole(officer, 'disbursementOfficer');
  return (
    <nav aria-label={t('nav.label')} className={styles.nav}>
      <ul>
        <NavItem to={ROUTES.queues} sections={['/queues/', '/applications/']} label={t('nav.queues')} />
        <NavItem
          to={ROUTES.smeApplications}
          sections={[`${ROUTES.smeApplications}/`]}
          label={t('smeApplications.nav')}
        />
        <NavItem to={ROUTES.agreements} sections={[`${ROUTES.agreements}/`]} label={t('nav.agreements')} />
        <NavItem to={ROUTES.liveCalls} sections={[]} label={t('liveCalls.nav')} />
        <NavItem to={ROUTES.disbursements} sections={[]} label={t('disbursements.nav')} />
        <NavItem
          to={ROUTES.loanAccounts}
          sections={[`${ROUTES.loanAccounts}/`]}
          label={t('loanAccounts.nav')}
        />
        <NavItem to={ROUTES.accountRequests} sections={[]} label={t('loanAccounts.requestsNav')} />
        <NavItem to={ROUTES.closeOfBusiness} sections={[]} label={t('closeOfBusiness.nav')} />
        {jompay ? <NavItem to={ROUTES.jompay} sections={[]} label={t('jompay.nav')} /> : null}
        {admin ? (
          <>
            <NavItem to={ROUTES.audit} sections={[]} label={t('nav.audit')} />
            <NavItem to={ROUTES.officers} sections={[]} label={t('nav.officers')} />
            <NavItem to={MASTER_DATA_PATH} sections={[`${MASTER_DATA_PATH}/`]} label={t('masterData.nav')} />
            <NavItem to={ROUTES.customers} sections={[]} label={t('nav.customers')} />
            <NavItem to={ROUTES.failedJobs} sections={[]} label={t('failedJobs.nav')} />
          </>
        ) : null}
      </ul>
    </nav>
  );
}

function SignedInOfficer() {
  const { t } = useT();
  const officer = useOfficer();
  const endSession = useEndSession();
  return (
    <div className={styles.officer}>
      {officer ? (
        <p className={styles.officerName}>
          <span className="visually-hidden">{t('nav.signedInAs')} </span>
          {officer.fullName}
          <span className={styles.roles}>{officer.roles.map((role) => t(`roles.${role}`)).join(', ')}</span>
        </p>
      ) : null}
      <div className={styles.officerActions}>
        <Link to={ROUTES.password} className={styles.passwordLink}>
          {t('nav.password')}
        </Link>
        <LanguageSwitcher />
        <Button variant="secondary" size="small" onClick={() => endSession('loggedOut')}>
          {t('nav.logOut')}
        </Button>
      </div>
    </div>
  );
}

/** The page frame after login; without a session it sends the reader to the login page and back afterwards. */
export function OfficerLayout() {
  const { t } = useT();
  const token = useAccessToken();
  const { pathname, search } = useLocation();
  const officer = useOfficer();
  if (!token) {
    const next = readSessionEnd() === 'loggedOut' ? ROUTES.queues : `${pathname}${search}`;
    return <Navigate to={loginPathFor(next)} replace />;
  }
  // A temporary password opens nothing but the page that replaces it (the server refuses every other call).
  if (officer?.mustChangePassword && pathname !== ROUTES.password)
    return <Navigate to={ROUTES.password} replace />;
  return <LoggedIn title={t('common.appName')} navigation={!officer?.mustChangePassword} />;
}

function LoggedIn({ title, navigation }: { readonly title: string; readonly navigation: boolean }) {
  useMe();
  return (
    <div className={styles.shell}>
      <SessionGuard />
      <header className={styles.sidebar}>
        <p className={styles.brand}>{title}</p>
        {navigation ? <MainNavigation /> : null}
        <SignedInOfficer />
      </header>
      <main id="main" tabIndex={-1} className={styles.main}>
        <Outlet />
      </main>
    </div>
  );
}
