import { type CertificateStatus, type SmeAgreementView, sen, type TacSent } from '@sinar/domain';

export const SME_AGREEMENT_ID = '7c2d3e4f-5a6b-4c7d-8e9f-a0b1c2d3e4f5';
const SME_APPLICATION_ID = '1a2b3c4d-5e6f-4a7b-8c9d-0e1f2a3b4c5d';

/** A sole proprietor's RM10,000 over 12 months at 12%, stamped 0.5% plus the RM150 admin fee. */
export function smeAgreement(changes: Partial<SmeAgreementView> = {}): SmeAgreementView {
  return {
    id: SME_AGREEMENT_ID,
    agreementNo: 'SKS-2026-000001',
    smeApplicationId: SME_APPLICATION_ID,
    applicationNo: 'SME-2026-000001',
    product: 'SME',
    partnerId: 'P200010',
    partnerType: 'SOLE_PROPRIETOR',
    companyName: 'Hajar Telekomunikasi',
    signatoryName: 'Siti Hajar binti Ismail',
    status: 'SUMMARY_PENDING',
    approvedAmountSen: sen(1_000_000),
    tenureMonths: 12,
    annualRateBp: 1200,
    monthlyInstalmentSen: sen(93_333),
    lastInstalmentSen: sen(93_337),
    totalInterestSen: sen(120_000),
    totalPayableSen: sen(1_120_000),
    stampDutySen: sen(5_000),
    stampingAdminFeeSen: sen(15_000),
    processingFeeSen: sen(0),
    netAmountSen: sen(980_000),
    openedAt: '2026-11-26T02:00:00.000Z',
    allowedEvents: ['acceptSummary', 'cancel'],
    ...changes,
  };
}

/** The certificate authority's answer for a signer it has issued a certificate to. */
export function validCertificate(subject: string): CertificateStatus {
  return {
    status: 'Valid',
    serialNumber: '0f1e2d3c4b5a69788796a5b4c3d2e1f0',
    subject,
    issuer: 'Sinar Sandbox Certificate Authority',
    validFrom: '2026-11-22T02:00:00.000Z',
    validTo: '2027-11-22T02:00:00.000Z',
  };
}

/** The certificate authority's answer before the signer's certificate is made. */
export const NOT_ENROLLED_CERTIFICATE: CertificateStatus = {
  status: 'NotEnrolled',
  serialNumber: null,
  subject: null,
  issuer: null,
  validFrom: null,
  validTo: null,
};

/** The answer to a TAC request: sent to the masked phone, with when it expires and when another may be asked. */
export function tacSent(phoneNoMasked: string): TacSent {
  return {
    message: `A 6-digit TAC has been sent to ${phoneNoMasked}.`,
    phoneNoMasked,
    expiresAt: '2026-11-22T02:10:00.000Z',
    resendAfter: '2026-11-22T02:01:00.000Z',
  };
}
