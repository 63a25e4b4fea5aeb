/** What production must name beside its secrets: the providers that exist only as sandboxes, and the lender. */
export const PRODUCTION_SANDBOXES =
  'email,sms,telecom,brand-accounts,partners,ekyc,certificate-authority,e-stamping,commodity-trading,direct-debit,payout,payment-gateway,partner-commission,jompay';

export const PRODUCTION_LENDER = {
  LENDER_NAME: 'Sinar Kredit Sdn. Bhd.',
  LENDER_COMPANY_NO: '202301045678 (1512345-K)',
  LENDER_LICENCE_NO: 'WL7788/10/01-9/250227',
  LENDER_ADDRESS: 'Level 12, Menara Sinar, 50250 Kuala Lumpur',
  LENDER_SEAL_P12_FILE: '/etc/sinar/lender-seal.p12',
  LENDER_SEAL_P12_PASSPHRASE: 'a-seal-passphrase',
} as const;
