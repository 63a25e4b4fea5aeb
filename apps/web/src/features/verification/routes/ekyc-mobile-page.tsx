import { type EkycSession, isLanguage } from '@sinar/domain';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { Alert } from '../../../components/ui/alert.tsx';
import { Page } from '../../../components/ui/page.tsx';
import { usePageTitle } from '../../../components/ui/page-title.ts';
import { loadJourneyCatalog } from '../../../lib/i18n.ts';
import { useIsPhone } from '../../../lib/use-is-phone.ts';
import { useT } from '../../../lib/use-t.ts';
import type { EkycAccess } from '../api/ekyc-access.ts';
import { handoffClaimQueryOptions } from '../api/ekyc-handoff.ts';
import { handoffSessionQueryOptions } from '../api/ekyc-session.ts';
import { CaptureForm } from '../components/capture-form.tsx';
import { EkycTips } from '../components/ekyc-tips.tsx';
import styles from '../components/verification.module.css';

export async function loader() {
  await loadJourneyCatalog();
  return null;
}

/**
 * /ekyc-mobile?token=...: the phone side of the hand-off, public. The link is claimed once for a capture token
 * (kept in session storage), then the same capture screen as on the computer, without a login.
 */
export function Component() {
  const { t } = useT('journey');
  usePageTitle(t('verification.mobile.title'));
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  return (
    <Page title={t('verification.mobile.title')} lead={t('verification.ekyc.lead')} narrow>
      {token ? <Handoff token={token} languageFixed={params.has('lang')} /> : <LinkInvalid />}
    </Page>
  );
}

function LinkInvalid() {
  const { t } = useT('journey');
  return (
    <div role="alert">
      <Alert tone="error">{t('verification.mobile.linkInvalid')}</Alert>
    </div>
  );
}

function Handoff({ token, languageFixed }: { readonly token: string; readonly languageFixed: boolean }) {
  const { t, i18n } = useT('journey');
  const phone = useIsPhone();
  const [done, setDone] = useState(false);
  const claim = useQuery(handoffClaimQueryOptions(token));
  const language = claim.data?.language;
  // The computer's language follows the applicant to the phone, unless the link itself names one.
  useEffect(() => {
    if (!languageFixed && isLanguage(language) && language !== i18n.language)
      void i18n.changeLanguage(language);
  }, [language, languageFixed, i18n]);

  const access: EkycAccess | null = claim.data ? { kind: 'capture', token: claim.data.captureToken } : null;
  const session = useQuery(handoffSessionQueryOptions(claim.data?.sessionId ?? null, access));

  if (claim.isPending) return <p role="status">{t('verification.mobile.claiming')}</p>;
  if (claim.isError || session.isError) return <LinkInvalid />;
  if (session.isPending || !access) return <p role="status">{t('verification.common.loading')}</p>;
  const data: EkycSession = session.data;
  if (done || data.state !== 'CAPTURING') return <Done />;
  return (
    <div className={styles.stack}>
      <CaptureForm session={data} access={access} phone={phone} onSubmitted={() => setDone(true)} />
      <EkycTips />
    </div>
  );
}

function Done() {
  const { t } = useT('journey');
  return (
    <div role="status">
      <Alert tone="success" title={t('verification.mobile.done')}>
        {t('verification.mobile.doneLead')}
      </Alert>
    </div>
  );
}
