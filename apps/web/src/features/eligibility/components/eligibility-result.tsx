import { type EligibilityResultView, formatRinggit, type Sen } from '@sinar/domain';
import { useId } from 'react';
import { useNavigate } from 'react-router';
import { Alert, LiveRegion } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { FigureList } from '../../../components/ui/figure-list.tsx';
import { FormActions, FormError } from '../../../components/ui/form-section.tsx';
import { LinkButton } from '../../../components/ui/link-button.tsx';
import { PAGES } from '../../../lib/site-paths.ts';
import { useT } from '../../../lib/use-t.ts';
import { useVariant } from '../../../lib/variant.ts';
import { useCreateDraft } from '../api/create-draft.ts';

/** Eligible: the maximum amount, and 'Continue to apply', which makes the draft of the page's product. */
export function EligibleResult({ result }: { readonly result: EligibilityResultView }) {
  const { t } = useT('journey');
  const { t: tr, language } = useT();
  const { variant, path } = useVariant();
  const navigate = useNavigate();
  const draft = useCreateDraft();
  const money = (amount: Sen) => formatRinggit(amount, language, { wholeRinggit: true });
  return (
    <Card>
      <Alert tone="success">{tr('eligibility.result.eligible')}</Alert>
      <FigureList
        figures={[
          {
            id: 'max',
            term: t('apply.result.maxAmount'),
            value: money(result.maxEligibleAmountSen),
            strong: true,
          },
          { id: 'requested', term: t('apply.result.requested'), value: money(result.amountSen) },
          {
            id: 'tenure',
            term: t('apply.result.tenure'),
            value: tr('loan.tenureMonths', { count: result.tenureMonths }),
          },
          ...(result.campaignCode
            ? [{ id: 'code', term: t('apply.result.campaignCode'), value: result.campaignCode }]
            : []),
        ]}
      />
      <p>{t('apply.result.eligibleNext')}</p>
      <LiveRegion politeness="assertive">
        <FormError error={draft.error} />
      </LiveRegion>
      <FormActions>
        <Button
          busy={draft.isPending}
          onClick={() =>
            draft.mutate(
              { checkId: result.checkId, applicationType: variant },
              { onSuccess: () => navigate(path(PAGES.application)) },
            )
          }
        >
          {draft.isPending ? t('apply.result.starting') : t('apply.result.continue')}
        </Button>
      </FormActions>
    </Card>
  );
}

/** Not eligible: the reasons, and the way home or to us. */
export function NotEligibleResult({ result }: { readonly result: EligibilityResultView }) {
  const { t } = useT('journey');
  const { t: tr } = useT();
  const { path } = useVariant();
  const headingId = useId();
  return (
    <Card>
      <Alert tone="error">{tr('eligibility.result.notEligible')}</Alert>
      <h2 id={headingId}>{tr('eligibility.result.reasonsTitle')}</h2>
      <p>{t('apply.result.notEligibleLead')}</p>
      <ul aria-labelledby={headingId}>
        {result.reasons.map((reason) => (
          <li key={reason}>{tr(reason)}</li>
        ))}
      </ul>
      <p>{t('apply.result.notEligibleHelp')}</p>
      <FormActions>
        <LinkButton to={path(PAGES.home)}>{tr('common.actions.backToHome')}</LinkButton>
        <LinkButton to={path(PAGES.contact)} variant="secondary">
          {t('apply.result.contactUs')}
        </LinkButton>
      </FormActions>
    </Card>
  );
}
