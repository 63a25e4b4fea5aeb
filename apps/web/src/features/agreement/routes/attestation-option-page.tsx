import { useId } from 'react';
import { Card } from '../../../components/ui/card.tsx';
import { LinkButton } from '../../../components/ui/link-button.tsx';
import { Page } from '../../../components/ui/page.tsx';
import { usePageTitle } from '../../../components/ui/page-title.ts';
import { loadJourneyCatalog } from '../../../lib/i18n.ts';
import { PAGES } from '../../../lib/site-paths.ts';
import { useT } from '../../../lib/use-t.ts';
import { useVariant } from '../../../lib/variant.ts';
import styles from '../components/agreement.module.css';

export async function loader() {
  await loadJourneyCatalog();
  return null;
}

/** /loan-status/attestation-option and its /islamic twin: how the customer attests. */
export function Component() {
  const { t } = useT('journey');
  const { path } = useVariant();
  const videoId = useId();
  usePageTitle(t('afterApproval.attestation.optionTitle'));
  return (
    <Page
      title={t('afterApproval.attestation.optionTitle')}
      lead={t('afterApproval.attestation.optionLead')}
      narrow
    >
      <div className={styles.stack}>
        <Card as="section" aria-labelledby={videoId}>
          <h2 id={videoId} className={styles.cardTitle}>
            {t('afterApproval.attestation.videoOption')}
          </h2>
          <p>{t('afterApproval.attestation.videoOptionLead')}</p>
          <LinkButton to={path(PAGES.attestationVideo)}>
            {t('afterApproval.attestation.watchVideo')}
          </LinkButton>
        </Card>
      </div>
    </Page>
  );
}
