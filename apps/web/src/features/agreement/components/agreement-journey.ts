import type { AgreementView, SmeAgreementView } from '@sinar/domain';
import { skipToken, type UseQueryResult, useQuery } from '@tanstack/react-query';
import { useLocation } from 'react-router';
import { currentAgreementQueryOptions, getCurrentAgreement } from '../../../lib/get-current-agreement.ts';
import { PAGES } from '../../../lib/site-paths.ts';
import { SME_AGREEMENT_PAGES, SME_LOAN_STATUS_BASE, SME_PAGES } from '../../../lib/sme-paths.ts';
import { useVariant } from '../../../lib/variant.ts';
import type { AgreementKind } from '../api/signing.ts';
import { currentSmeAgreementQueryOptions, getCurrentSmeAgreement } from '../api/sme-agreement.ts';

/**
 * What a step after approval needs of its agreement, whichever kind it is (docs/decisions/068): an individual's
 * agreement, or an SME partner's or staff member's, which is a conventional loan (decision 063).
 */
export type JourneyAgreement = Pick<
  AgreementView,
  'id' | 'agreementNo' | 'company' | 'status' | 'allowedEvents'
> & {
  /** The SME agreement's application, which names who signs; null for an individual's. */
  readonly smeApplicationId: string | null;
};

/** Where each step of the journey leads, as paths ready to link to. */
export interface AgreementPages {
  readonly home: string;
  readonly approvedSummary: string;
  readonly attestationOption: string;
  readonly attestationVideo: string;
  readonly attestationLiveCall: string;
  readonly loanAgreement: string;
  readonly accountCreation: string;
  readonly digitalSigning: string;
  readonly requestTac: string;
  /** After the video's acknowledgement: the individual's home shows the next step; the SME partner reads the agreement. */
  readonly afterAttestation: string;
  /** After signing: the individual's home (the direct debit is next); the SME partner's application complete. */
  readonly afterSigning: string;
}

export interface AgreementJourney {
  readonly kind: AgreementKind;
  readonly pages: AgreementPages;
}

const SME_JOURNEY_PAGES: AgreementPages = {
  ...SME_AGREEMENT_PAGES,
  home: SME_PAGES.home,
  approvedSummary: PAGES.smeApprovedLoanSummary,
  loanAgreement: PAGES.smeLoanAgreement,
  afterAttestation: PAGES.smeLoanAgreement,
  afterSigning: SME_AGREEMENT_PAGES.applicationComplete,
};

/** The agreement's kind by the page's path: the SME partner's pages live under /sme/loan-status/. */
export function agreementKindOf(pathname: string): AgreementKind {
  return pathname.startsWith(SME_LOAN_STATUS_BASE) ? 'sme' : 'individual';
}

/** The journey of the page being shown: its agreement's kind and where its steps lead. */
export function useAgreementJourney(): AgreementJourney {
  const { pathname } = useLocation();
  const { path } = useVariant();
  const kind = agreementKindOf(pathname);
  if (kind === 'sme') return { kind, pages: SME_JOURNEY_PAGES };
  return {
    kind,
    pages: {
      home: path(PAGES.home),
      approvedSummary: path(PAGES.approvedLoanSummary),
      attestationOption: path(PAGES.attestationOption),
      attestationVideo: path(PAGES.attestationVideo),
      attestationLiveCall: path(PAGES.attestationLiveCall),
      loanAgreement: path(PAGES.loanAgreement),
      accountCreation: path(PAGES.accountCreation),
      digitalSigning: path(PAGES.digitalSigning),
      requestTac: path(PAGES.requestTac),
      afterAttestation: path(PAGES.home),
      afterSigning: path(PAGES.home),
    },
  };
}

function journeyAgreementOf(agreement: AgreementView | SmeAgreementView | null): JourneyAgreement | null {
  if (agreement === null) return null;
  const { id, agreementNo, status, allowedEvents } = agreement;
  return 'smeApplicationId' in agreement
    ? {
        id,
        agreementNo,
        status,
        allowedEvents,
        company: 'conventional',
        smeApplicationId: agreement.smeApplicationId,
      }
    : { id, agreementNo, status, allowedEvents, company: agreement.company, smeApplicationId: null };
}

/**
 * The current agreement of the page's kind: the individual's `agreement/current` or the SME partner's
 * `smeAgreement/current`, each under its own query key, so that a step's change reaches every page reading it.
 */
export function useJourneyAgreement(): UseQueryResult<JourneyAgreement | null> {
  const { kind } = useAgreementJourney();
  const individual = currentAgreementQueryOptions();
  const sme = currentSmeAgreementQueryOptions();
  return useQuery<
    AgreementView | SmeAgreementView | null,
    Error,
    JourneyAgreement | null,
    readonly unknown[]
  >(
    kind === 'sme'
      ? {
          queryKey: sme.queryKey,
          queryFn: ({ signal }) => getCurrentSmeAgreement(signal),
          select: journeyAgreementOf,
        }
      : {
          queryKey: individual.queryKey,
          // The individual's options skip the call without a user; so does this.
          queryFn:
            typeof individual.queryFn === 'function'
              ? ({ signal }) => getCurrentAgreement(signal)
              : skipToken,
          select: journeyAgreementOf,
        },
  );
}
