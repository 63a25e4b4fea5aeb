import type { CatalogShape } from '../catalog-shape.ts';
import type { success as en } from '../en/success.ts';

export const success: CatalogShape<typeof en> = {
  loginSuccessful: 'Log masuk berjaya',
  passwordSent: 'Kata laluan dihantar',
  otpVerified: 'OTP Disahkan',
  signingInProgress: 'Tandatangan sedang diproses',
  registerSuccessfully: 'Pendaftaran Berjaya',
  updated: 'Dikemas kini',
  saved: 'Disimpan',
  submitSuccessfully: 'Berjaya Dihantar',
  updateRemoveSuccessfully: 'Berjaya dikemas kini/dibatalkan',
  updateSuccessfully: 'Berjaya dikemas kini',
  messageSent: 'Terima kasih. Mesej anda telah dihantar dan kami akan membalas melalui e-mel.',
};
