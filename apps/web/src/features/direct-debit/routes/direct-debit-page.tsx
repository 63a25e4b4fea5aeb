import { ACCOUNT_TYPES, type AgreementView, type Mandate, type TacSent } from '@sinar/domain';
import { useMutation } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import type SignaturePad from 'signature_pad';
import { QueryFailed } from '../../../components/journey/load-states.tsx';
import { Alert, LiveRegion } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { CheckboxField } from '../../../components/ui/checkbox-field.tsx';
import { FormActions, FormError } from '../../../components/ui/form-section.tsx';
import { LinkButton } from '../../../components/ui/link-button.tsx';
import { Page } from '../../../components/ui/page.tsx';
import { usePageTitle } from '../../../components/ui/page-title.ts';
import { SelectField } from '../../../components/ui/select-field.tsx';
import { SignaturePadField, signatureDataUrl } from '../../../components/ui/signature-pad-field.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { loadJourneyCatalog } from '../../../lib/i18n.ts';
import { PAGES } from '../../../lib/site-paths.ts';
import { useT } from '../../../lib/use-t.ts';
import { useVariant } from '../../../lib/variant.ts';
import {
  bankPage,
  pendingUpdate,
  requestMandateTac,
  useBanks,
  useStartMandate,
} from '../api/direct-debit.ts';
import { canSetUpMandate, MandateStep } from '../components/mandate-step.tsx';

export async function loader() {
  await loadJourneyCatalog();
  return null;
}

/**
 * /direct-debit and its /islamic twin: the bank and account type, the consent tick, the signature drawn on the pad
 * (sign and clear) and the TAC, then the bank's own page to authorise the mandate and its RM1 verification debit. With `?update=1` (from /update-direct-debit) the
 * same form replaces the active mandate.
 */
export function Component() {
  const { t } = useT('journey');
  const [search] = useSearchParams();
  const update = search.get('update') === '1';
  usePageTitle(update ? t('directDebit.update.title') : t('directDebit.setup.title'));
  return (
    <Page
      title={update ? t('directDebit.update.title') : t('directDebit.setup.title')}
      lead={update ? t('directDebit.setup.updateLead') : t('directDebit.setup.lead')}
      narrow
    >
      <MandateStep>
        {(agreement, mandate) => <SetUp agreement={agreement} mandate={mandate} update={update} />}
      </MandateStep>
    </Page>
  );
}

function SetUp({
  agreement,
  mandate,
  update,
}: {
  readonly agreement: AgreementView;
  readonly mandate: Mandate | null;
  readonly update: boolean;
}) {
  const { t } = useT('journey');
  const { path } = useVariant();
  if (update && mandate?.state === 'ACTIVE') return <MandateForm agreement={agreement} replace />;
  if (mandate?.state === 'ACTIVE')
    return (
      <div>
        <Alert tone="success">{t('directDebit.setup.alreadyActive')}</Alert>
        <LinkButton to={path(PAGES.directDebitEnrollment)}>{t('directDebit.setup.viewRecord')}</LinkButton>
      </div>
    );
  if (mandate?.state === 'PENDING')
    return (
      <div>
        <Alert tone="info">{t('directDebit.setup.pending')}</Alert>
        <LinkButton to={path(PAGES.directDebitConfirmation)}>{t('directDebit.setup.checkResult')}</LinkButton>
      </div>
    );
  if (!canSetUpMandate(agreement))
    return (
      <div>
        <Alert tone="info">{t('directDebit.setup.notReady')}</Alert>
        <LinkButton to={path(PAGES.home)}>{t('directDebit.setup.backToHome')}</LinkButton>
      </div>
    );
  return <MandateForm agreement={agreement} replace={false} />;
}

function secondsUntil(iso: string | null): number {
  return iso ? Math.max(0, Math.ceil((Date.parse(iso) - Date.now()) / 1000)) : 0;
}

/** Seconds until `iso`, counted down each second; 0 once it has passed. */
function useSecondsUntil(iso: string | null): number {
  const [seconds, setSeconds] = useState(() => secondsUntil(iso));
  useEffect(() => {
    setSeconds(secondsUntil(iso));
    if (!iso) return;
    const timer = window.setInterval(() => setSeconds(secondsUntil(iso)), 1000);
    return () => window.clearInterval(timer);
  }, [iso]);
  return seconds;
}

interface Problems {
  bankCode?: string;
  accountType?: string;
  consent?: string;
  signature?: string;
  tac?: string;
}

function MandateForm({
  agreement,
  replace,
}: {
  readonly agreement: AgreementView;
  readonly replace: boolean;
}) {
  const { t } = useT('journey');
  const { t: tForm } = useT();
  const banks = useBanks();
  const start = useStartMandate(agreement.id);
  const tacRequest = useMutation({ mutationFn: () => requestMandateTac(agreement.id) });
  const [bankCode, setBankCode] = useState('');
  const [accountType, setAccountType] = useState('');
  const [consent, setConsent] = useState(false);
  const pad = useRef<SignaturePad | null>(null);
  const [drawn, setDrawn] = useState(false);
  const onDrawn = useCallback((isDrawn: boolean) => setDrawn(isDrawn), []);
  const [tac, setTac] = useState('');
  const [sent, setSent] = useState<TacSent | null>(null);
  const [problems, setProblems] = useState<Problems>({});
  const wait = useSecondsUntil(sent?.resendAfter ?? null);

  if (banks.isPending) return <p role="status">{t('directDebit.setup.loadingBanks')}</p>;
  if (banks.isError) return <QueryFailed onRetry={() => void banks.refetch()} />;
  const bank = banks.data.find((candidate) => candidate.code === bankCode);
  const accountTypes = bank?.accountTypes ?? ACCOUNT_TYPES;

  const check = (withTac: boolean): Problems => {
    const found: Problems = {};
    if (!bankCode) found.bankCode = t('directDebit.setup.bankRequired');
    if (!accountType) found.accountType = t('directDebit.setup.accountTypeRequired');
    if (!consent) found.consent = t('directDebit.setup.consentRequired');
    if (!drawn || !pad.current) found.signature = tForm('forms.signature.required');
    if (withTac && !/^\d{6}$/.test(tac)) found.tac = tForm('forms.tac.fillAllNumbers');
    return found;
  };

  const onRequestTac = () => {
    const found = check(false);
    setProblems(found);
    if (Object.keys(found).length > 0) return;
    tacRequest.mutate(undefined, {
      onSuccess: (answer) => {
        setSent(answer);
        setTac('');
      },
    });
  };

  const onSubmit = () => {
    const found = check(true);
    setProblems(found);
    if (Object.keys(found).length > 0 || !pad.current) return;
    const signature = signatureDataUrl(pad.current);
    start.mutate(
      {
        agreementId: agreement.id,
        replace,
        request: {
          bankCode,
          accountType: accountType as (typeof ACCOUNT_TYPES)[number],
          consent: true,
          signature,
          tac,
        },
      },
      {
        onSuccess: (started) => {
          if (replace) pendingUpdate.remember(agreement.id);
          bankPage.open(started.redirectUrl);
        },
      },
    );
  };

  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit();
      }}
    >
      <SelectField
        label={t('directDebit.setup.bank')}
        placeholder={t('directDebit.setup.selectBank')}
        options={banks.data.map((candidate) => ({ value: candidate.code, label: candidate.name }))}
        value={bankCode}
        onChange={(event) => {
          setBankCode(event.target.value);
          setAccountType('');
        }}
        error={problems.bankCode}
      />
      <SelectField
        label={t('directDebit.setup.accountType')}
        placeholder={t('directDebit.setup.selectAccountType')}
        options={accountTypes.map((type) => ({
          value: type,
          label: t(`directDebit.setup.accountTypes.${type}`),
        }))}
        value={accountType}
        onChange={(event) => setAccountType(event.target.value)}
        error={problems.accountType}
      />
      <p>{t('directDebit.setup.verificationNote')}</p>
      <CheckboxField
        label={t('directDebit.setup.consent')}
        checked={consent}
        onChange={(event) => setConsent(event.target.checked)}
        error={problems.consent}
      />
      <p>{t('directDebit.setup.signatureLead')}</p>
      <SignaturePadField
        label={t('directDebit.setup.signaturePad')}
        clearLabel={t('directDebit.setup.clearSignature')}
        error={problems.signature}
        onChange={onDrawn}
        padRef={pad}
      />
      {sent ? (
        <>
          <LiveRegion>
            <p>{t('directDebit.setup.tacSent', { phone: sent.phoneNoMasked })}</p>
          </LiveRegion>
          <TextField
            label={t('directDebit.setup.tac')}
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={6}
            value={tac}
            onChange={(event) => setTac(event.target.value.replace(/\D/g, '').slice(0, 6))}
            error={problems.tac}
          />
        </>
      ) : null}
      <LiveRegion politeness="assertive">
        <FormError error={start.error ?? tacRequest.error} />
      </LiveRegion>
      <FormActions>
        {sent ? (
          <>
            <Button type="submit" busy={start.isPending}>
              {start.isPending ? t('directDebit.setup.submitting') : t('directDebit.setup.submit')}
            </Button>
            {wait > 0 ? (
              <p>{t('directDebit.setup.resendIn', { seconds: wait })}</p>
            ) : (
              <Button variant="secondary" busy={tacRequest.isPending} onClick={onRequestTac}>
                {t('directDebit.setup.resend')}
              </Button>
            )}
          </>
        ) : (
          <Button busy={tacRequest.isPending} onClick={onRequestTac}>
            {t('directDebit.setup.requestTac')}
          </Button>
        )}
      </FormActions>
    </form>
  );
}
