import type { EkycSide, OfficerApplication } from '@sinar/domain';
import { formatMalaysianDateTime } from '@sinar/domain';
import { Badge, type BadgeTone } from '../../../components/ui/badge.tsx';
import { Facts } from '../../../components/ui/facts.tsx';
import { LoadError } from '../../../components/ui/load-state.tsx';
import { Section } from '../../../components/ui/section.tsx';
import { useT } from '../../../lib/use-t.ts';
import { useFileBlob, useObjectUrl } from '../api/get-file.ts';
import styles from './application.module.css';

type Ekyc = NonNullable<OfficerApplication['ekyc']>;

const STATE_TONES: Readonly<Record<Ekyc['state'], BadgeTone>> = {
  CAPTURING: 'neutral',
  PROCESSING: 'info',
  PASSED: 'success',
  RETRY: 'warning',
  FAILED: 'danger',
};

/** An e-KYC image, fetched with the officer's token. */
function EkycImage({ url, side }: { readonly url: string; readonly side: EkycSide }) {
  const { t } = useT();
  const content = useFileBlob(url);
  const objectUrl = useObjectUrl(content.data);
  const label = t(`ekyc.sides.${side}`);
  return (
    <figure className={styles.ekycImage}>
      {objectUrl ? <img src={objectUrl} alt={label} /> : <div className={styles.imagePlaceholder} />}
      {content.isError ? <LoadError error={content.error} /> : null}
      <figcaption>{label}</figcaption>
    </figure>
  );
}

/** The identity check: its result, the attempts and the images of the latest attempt. */
export function EkycSection({ ekyc }: { readonly ekyc: OfficerApplication['ekyc'] }) {
  const { t, language } = useT();
  return (
    <Section title={t('ekyc.title')}>
      {ekyc === null ? (
        <p className="muted">{t('ekyc.none')}</p>
      ) : (
        <>
          <p>
            <Badge tone={STATE_TONES[ekyc.state]}>{t(`ekyc.states.${ekyc.state}`)}</Badge>
          </p>
          <Facts
            items={[
              {
                label: t('ekyc.failureReason'),
                value: ekyc.failureReason ? t(`ekyc.failureReasons.${ekyc.failureReason}`) : t('common.none'),
              },
              { label: t('ekyc.attempts'), value: String(ekyc.attempts) },
              {
                label: t('ekyc.decidedAt'),
                value: ekyc.decidedAt
                  ? formatMalaysianDateTime(ekyc.decidedAt, language)
                  : t('common.notRecorded'),
              },
            ]}
          />
          {ekyc.images.length > 0 ? (
            <div className={styles.ekycImages}>
              {ekyc.images.map((image) => (
                <EkycImage key={image.side} url={image.url} side={image.side} />
              ))}
            </div>
          ) : (
            <p className="muted">{t('ekyc.noImages')}</p>
          )}
        </>
      )}
    </Section>
  );
}
