import { audit, customers, officers } from './backoffice/ms/admin.ts';
import { agreements } from './backoffice/ms/agreements.ts';
import { application, ekyc } from './backoffice/ms/application.ts';
import { closeOfBusiness } from './backoffice/ms/close-of-business.ts';
import { decisions } from './backoffice/ms/decisions.ts';
import { disbursements } from './backoffice/ms/disbursements.ts';
import { earlySettlement } from './backoffice/ms/early-settlement.ts';
import { failedJobs } from './backoffice/ms/failed-jobs.ts';
import { jompay } from './backoffice/ms/jompay.ts';
import { liveCalls } from './backoffice/ms/live-calls.ts';
import { loanAccounts } from './backoffice/ms/loan-accounts.ts';
import { masterAuditActions, masterAuditFields, masterData } from './backoffice/ms/master-data.ts';
import { queueList, queues } from './backoffice/ms/queues.ts';
import { smeApplications } from './backoffice/ms/sme-applications.ts';
import {
  actorKinds,
  auditActions,
  auditFields,
  auditValues,
  customerTypes,
  products,
} from './backoffice/ms/vocabulary.ts';
import type { CatalogShape } from './catalog-shape.ts';
import type { BackofficeDeferredCatalog } from './en-backoffice-deferred.ts';
import { eligibility } from './ms/eligibility.ts';
import { servicingRules } from './ms/servicing-rules.ts';
import { sme } from './ms/sme.ts';
import { status } from './ms/status.ts';
import { uploads } from './ms/uploads.ts';

/** Teks aplikasi pegawai yang selebihnya: dimuatkan bersama skrin pertama selepas log masuk. */
export const msBackofficeDeferred: CatalogShape<BackofficeDeferredCatalog> = {
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
  auditFields: { ...auditFields, ...masterAuditFields },
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
