import type { AuditField } from '../audit/audit-events.ts';
import { audit, customers, officers } from './backoffice/en/admin.ts';
import { agreements } from './backoffice/en/agreements.ts';
import { application, ekyc } from './backoffice/en/application.ts';
import { closeOfBusiness } from './backoffice/en/close-of-business.ts';
import { decisions } from './backoffice/en/decisions.ts';
import { disbursements } from './backoffice/en/disbursements.ts';
import { earlySettlement } from './backoffice/en/early-settlement.ts';
import { failedJobs } from './backoffice/en/failed-jobs.ts';
import { jompay } from './backoffice/en/jompay.ts';
import { liveCalls } from './backoffice/en/live-calls.ts';
import { loanAccounts } from './backoffice/en/loan-accounts.ts';
import { masterAuditActions, masterAuditFields, masterData } from './backoffice/en/master-data.ts';
import { queueList, queues } from './backoffice/en/queues.ts';
import { smeApplications } from './backoffice/en/sme-applications.ts';
import {
  actorKinds,
  auditActions,
  auditFields,
  auditValues,
  customerTypes,
  products,
} from './backoffice/en/vocabulary.ts';
import { eligibility } from './en/eligibility.ts';
import { servicingRules } from './en/servicing-rules.ts';
import { sme } from './en/sme.ts';
import { status } from './en/status.ts';
import { uploads } from './en/uploads.ts';

/** The rest of the back office's texts: loaded with the first screen behind the login (apps/backoffice/src/lib/i18n.ts). */
export const enBackofficeDeferred = {
  queues,
  queueList,
  smeApplications,
  smePartnerTypes: sme.partnerTypes,
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
  roles: status.roles,
  statuses: status.application,
  agreementStatuses: status.agreement,
  agreementEvents: status.agreementEvents,
  disbursements,
  loanAccounts,
  accountStatuses: status.account,
  closeOfBusiness,
  jompay,
  earlySettlement,
  failedJobs,
  settlementQuote: servicingRules.settlement,
  commodityTradeStatuses: status.commodityTrade,
  steps: status.steps,
  workflows: status.workflows,
  eligibilityReasons: eligibility.reasons,
  documentGroups: uploads.groups,
};
export type BackofficeDeferredCatalog = typeof enBackofficeDeferred;
