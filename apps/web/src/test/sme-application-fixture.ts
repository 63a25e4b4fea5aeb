import { type SmeApplicationView, sen } from '@sinar/domain';
import { USER_ID } from './fake-session.ts';

/** An SME application as GET smeApplication/{id} answers it: a sole proprietor's, its form submitted. */
export const SME_APPLICATION_ID = '5d0e8a41-2b7c-4c3e-9f1a-6b2d4e8c0a17';

export function smeApplication(changes: Partial<SmeApplicationView> = {}): SmeApplicationView {
  return {
    id: SME_APPLICATION_ID,
    applicationNo: 'SME-2026-000042',
    userId: USER_ID,
    partnerId: 'P200010',
    partnerType: 'SOLE_PROPRIETOR',
    applicationStatus: 'DRAFT',
    markers: ['APPLICATIONFORMCOMPLETED'],
    subForms: ['company', 'applicant', 'disbursement', 'emergency'],
    form: { applicant: { name: 'Siti Hajar binti Ismail', emailAddress: 'siti.hajar@example.com' } },
    amountSen: sen(1_000_000),
    tenureMonths: 12,
    interestRateBpPerYear: 1200,
    smeLoanReasonId: '1',
    estimatedMonthlyInstalmentSen: sen(93_333),
    submissionDate: null,
    createdAt: '2026-11-26T02:00:00.000Z',
    updatedAt: '2026-11-26T02:00:00.000Z',
    ...changes,
  };
}
