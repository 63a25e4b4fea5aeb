import { audit, customers, officers } from './backoffice/ms/admin.ts';
import { agreements } from './backoffice/ms/agreements.ts';
import { application, ekyc } from './backoffice/ms/application.ts';
import { closeOfBusiness } from './backoffice/ms/close-of-business.ts';
import { common, errors, pages } from './backoffice/ms/common.ts';
import { decisions } from './backoffice/ms/decisions.ts';
import { disbursements } from './backoffice/ms/disbursements.ts';
import { earlySettlement } from './backoffice/ms/early-settlement.ts';
import { failedJobs } from './backoffice/ms/failed-jobs.ts';
import { jompay } from './backoffice/ms/jompay.ts';
import { liveCalls } from './backoffice/ms/live-calls.ts';
import { loanAccounts } from './backoffice/ms/loan-accounts.ts';
import { login, nav, password, session } from './backoffice/ms/login.ts';
import { masterAuditActions, masterAuditFields, masterData } from './backoffice/ms/master-data.ts';
import { queueList, queues } from './backoffice/ms/queues.ts';
import {
  actorKinds,
  auditActions,
  auditFields,
  auditValues,
  customerTypes,
  products,
} from './backoffice/ms/vocabulary.ts';
import type { CatalogShape } from './catalog-shape.ts';
import type { BackofficeCatalog } from './en-backoffice.ts';
import { eligibility } from './ms/eligibility.ts';
import { errors as sharedErrors } from './ms/errors.ts';
import { forms } from './ms/forms.ts';
import { servicingRules } from './ms/servicing-rules.ts';
import { status } from './ms/status.ts';
import { uploads } from './ms/uploads.ts';
import { validation } from './ms/validation.ts';

/** Setiap teks aplikasi pegawai (apps/backoffice), dalam Bahasa Melayu: kunci yang sama dengan enBackoffice. */
export const msBackoffice: CatalogShape<BackofficeCatalog> = {
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
  auditFields: { ...auditFields, ...masterAuditFields },
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
