import { formatRinggit, isAgreementTerminal } from '@sinar/domain';
import type { Queryable } from '../../db/database.ts';
import { conflict } from '../../http/app-error.ts';
import type { LifecycleActor } from '../applications/application-lifecycle.ts';
import type { ApplicationAgreement, ApplicationMove } from '../applications/application-ports.ts';
import {
  type AgreementActor,
  type AgreementLifecycleEvent,
  changeAgreementStatus,
} from './agreement-lifecycle.ts';
import { openAgreement } from './agreement-opening.ts';
import { findAgreementOfApplication } from './agreement-repository.ts';
import { queueCommodityTradeUnwind } from './commodity-trade-unwind.ts';
import { closeBookedCall, type LiveCallMail } from './live-call-service.ts';

/**
 * The agreements module's side of an application's lifecycle (the applications module's `ApplicationAgreement`,
 * wired in app.ts): the agreement's status as a fact of the application's table, and the agreement following the
 * application's moves in their transaction. An agreement that ends tells its booked live call's customer by email
 * (the queue and the addresses of `mail`).
 */
export function createApplicationAgreement(deps: { readonly mail: LiveCallMail }): ApplicationAgreement {
  return {
    async statusOf(tx, applicationId) {
      return (await findAgreementOfApplication(tx, applicationId))?.status;
    },

    async of(db, applicationId) {
      const agreement = await findAgreementOfApplication(db, applicationId);
      return agreement && { id: agreement.id, agreementNo: agreement.agreementNo, status: agreement.status };
    },

    async follow(tx, move) {
      const { status } = move.application;
      if (status === 'APPROVED' && move.from !== 'APPROVED') await openOrKeep(tx, move);
      else if (status === 'CANCELED' || status === 'REJECTED') await endWith(tx, move, deps.mail);
    },
  };
}

/**
 * The final approval opens the agreement. An approval again after a refer-back from pending disbursement keeps the
 * agreement under way, which the customer may have signed: it must approve the terms of that agreement.
 */
async function openOrKeep(tx: Queryable, move: ApplicationMove): Promise<void> {
  const { application, now } = move;
  const existing = await findAgreementOfApplication(tx, application.id, { lock: true });
  if (!existing) {
    await openAgreement(tx, application, now);
    return;
  }
  if (
    existing.amountSen !== application.approvedAmountSen ||
    existing.tenureMonths !== application.approvedTenureMonths
  )
    throw conflict('agreements.approvalMustKeepTerms', {
      agreementNo: existing.agreementNo,
      amount: formatRinggit(existing.amountSen, 'en'),
      tenure: existing.tenureMonths,
    });
}

/**
 * An application that ends takes its open agreement with it: the applicant's cancel cancels it as the applicant,
 * the admin's as the admin (audited), anything else (a rejection on a second review) withdraws it. In the same
 * transaction its booked live call is cancelled (the customer gets the calendar's cancellation) and an Islamic
 * financing's commodity trade starts to unwind (docs/decisions/051).
 */
async function endWith(tx: Queryable, move: ApplicationMove, mail: LiveCallMail): Promise<void> {
  const agreement = await findAgreementOfApplication(tx, move.application.id, { lock: true });
  if (!agreement || isAgreementTerminal(agreement.status)) return;
  const [event, actor] = followingMove(move.event, move.actor);
  await changeAgreementStatus({
    tx,
    agreement,
    event,
    actor,
    ...(move.remark === null ? {} : { remark: move.remark }),
    ...(move.trace ? { trace: move.trace } : {}),
    now: move.now,
  });
  await closeBookedCall(tx, agreement, move.now, mail);
  await queueCommodityTradeUnwind(tx, agreement, move.now);
}

function followingMove(
  event: ApplicationMove['event'],
  actor: LifecycleActor,
): [AgreementLifecycleEvent, AgreementActor] {
  if (event === 'cancel' || event === 'adminCancel') return [{ name: event }, actor];
  return [{ name: 'withdraw' }, { kind: 'system' }];
}
