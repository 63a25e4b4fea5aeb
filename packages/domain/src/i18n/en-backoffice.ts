import type { AuditField } from '../audit/audit-events.ts';
import { audit, customers, officers } from './backoffice/en/admin.ts';
import { agreements } from './backoffice/en/agreements.ts';
import { application, ekyc } from './backoffice/en/application.ts';
import { closeOfBusiness } from './backoffice/en/close-of-business.ts';
import { common, errors, pages } from './backoffice/en/common.ts';
import { decisions } from './backoffice/en/decisions.ts';
import { disbursements } from './backoffice/en/disbursements.ts';
import { earlySettlement } from './backoffice/en/early-settlement.ts';
import { failedJobs } from './backoffice/en/failed-jobs.ts';
import { jompay } from './backoffice/en/jompay.ts';
import { liveCalls } from './backoffice/en/live-calls.ts';
import { loanAccounts } from './backoffice/en/loan-accounts.ts';
import { login, nav, password, session } from './backoffice/en/login.ts';
import { masterAuditActions, masterAuditFields, masterData } from './backoffice/en/master-data.ts';
import { queueList, queues } from './backoffice/en/queues.ts';
import {
  actorKinds,
  auditActions,
  auditFields,
  auditValues,
  customerTypes,
  products,
} from './backoffice/en/vocabulary.ts';
import type { KeyOf } from './catalog-key.ts';
import { eligibility } from './en/eligibility.ts';
import { errors as sharedErrors } from './en/errors.ts';
import { forms } from './en/forms.ts';
import { servicingRules } from './en/servicing-rules.ts';
import { status } from './en/status.ts';
import { uploads } from './en/uploads.ts';
import { validation } from './en/validation.ts';

/**
 * Every text of the officers' app (apps/backoffice), in English. The names of statuses, roles, steps, ineligibility
 * reasons and document groups are the product's own, shared with the rest of the catalog rather than written twice.
 */
export const enBackoffice = {
  common,
  errors: { ...errors, passwordsDoNotMatch: sharedErrors.passwordsDoNotMatch },
  pages,
  login,
  session,
  nav,
  password,
  queues,
  queueList,
  agreements,
  liveCalls,
  application,
  ekyc,
  decisions,
  audit,
  officers,
  customers,
  masterData,
  products,
  actorKinds,
  customerTypes,
  auditActions: { ...auditActions, master: masterAuditActions },
  // Every field an audit entry keeps has its name (AuditField); the Malay catalog has the same keys.
  auditFields: { ...auditFields, ...masterAuditFields } satisfies Record<AuditField, string>,
  auditValues,
  statuses: status.application,
  agreementStatuses: status.agreement,
  agreementEvents: status.agreementEvents,
  disbursements,
  loanAccounts,
  accountStatuses: status.account,
  closeOfBusiness,
  jompay,
  failedJobs,
  earlySettlement,
  settlementQuote: servicingRules.settlement,
  commodityTradeStatuses: status.commodityTrade,
  roles: status.roles,
  steps: status.steps,
  workflows: status.workflows,
  eligibilityReasons: eligibility.reasons,
  documentGroups: uploads.groups,
  // The messages of the shared password fields (officerPasswordChangeRequestSchema) and of a money field's third
  // decimal are these catalog keys.
  forms: {
    changePassword: forms.changePassword,
    fields: { confirmPasswordRequired: forms.fields.confirmPasswordRequired },
  },
  validation: {
    passwordTooShort: validation.passwordTooShort,
    tooLong: validation.tooLong,
    amountTooManyDecimals: validation.amountTooManyDecimals,
  },
};
export type BackofficeCatalog = typeof enBackoffice;
/** A text of the back office's catalog. */
export type BackofficeKey = KeyOf<BackofficeCatalog>;
