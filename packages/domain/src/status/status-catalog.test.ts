import { describe, expect, it } from 'vitest';
import { catalogKeys } from '../i18n/catalog-shape.ts';
import { en } from '../i18n/en.ts';
import { ACCOUNT_EVENTS, ACCOUNT_STATUSES } from './account-status.ts';
import { ACTORS } from './actors.ts';
import { AGREEMENT_HISTORY_EVENTS, AGREEMENT_STATUSES } from './agreement-status.ts';
import { AGREEMENT_STEPS } from './agreement-steps.ts';
import { APPLICATION_STATUSES, WORKFLOWS } from './application-status.ts';
import { APPLICATION_EVENTS } from './application-transitions.ts';
import { COMMODITY_TRADE_EVENTS, COMMODITY_TRADE_STATUSES } from './commodity-trade-status.ts';
import { HOME_ACTION_RULES, HOME_SCREENS, homeAction } from './home-screen.ts';
import { ONBOARDING_STEPS, type StepRefusalReason } from './onboarding-steps.ts';
import { TRANSITION_REFUSALS } from './transition-table.ts';

const STEP_REFUSALS: readonly StepRefusalReason[] = [
  'status.refusals.stepNotOpen',
  'status.refusals.stepsIncomplete',
  'status.refusals.stepAlreadyCompleted',
];

describe('status wording', () => {
  const keys = new Set(catalogKeys(en));

  it('has a text for every value, event, refusal, step, screen and button', () => {
    const needed = [
      ...APPLICATION_STATUSES.flatMap((s) => [
        `status.application.${s}`,
        `status.applicationForApplicant.${s}`,
      ]),
      ...APPLICATION_EVENTS.map((e) => `status.events.${e}`),
      ...ACTORS.map((a) => `status.roles.${a}`),
      ...WORKFLOWS.map((w) => `status.workflows.${w}`),
      ...TRANSITION_REFUSALS,
      ...STEP_REFUSALS,
      ...ONBOARDING_STEPS.map((s) => `status.steps.${s}`),
      ...['completed', 'currentProgress', 'waiting'].map((l) => `status.stepLabels.${l}`),
      ...AGREEMENT_STATUSES.map((s) => `status.agreement.${s}`),
      ...AGREEMENT_HISTORY_EVENTS.map((e) => `status.agreementEvents.${e}`),
      ...AGREEMENT_STEPS.map((s) => `status.agreementSteps.${s}`),
      ...COMMODITY_TRADE_STATUSES.map((s) => `status.commodityTrade.${s}`),
      ...COMMODITY_TRADE_EVENTS.map((e) => `status.commodityTradeEvents.${e}`),
      ...ACCOUNT_STATUSES.map((s) => `status.account.${s}`),
      ...ACCOUNT_EVENTS.map((e) => `status.accountEvents.${e}`),
      ...HOME_SCREENS.flatMap((s) => [`status.screens.${s}.title`, `status.screens.${s}.message`]),
      ...Object.keys(HOME_ACTION_RULES).map(
        (kind) => homeAction(kind as keyof typeof HOME_ACTION_RULES, 'conventional').labelKey,
      ),
    ];
    expect(needed.filter((key) => !keys.has(key))).toEqual([]);
  });

  it('uses the spec’s step labels', () => {
    expect(en.status.stepLabels).toMatchObject({
      completed: 'Completed',
      currentProgress: 'Current Progress',
      waiting: 'Waiting',
    });
  });
});
