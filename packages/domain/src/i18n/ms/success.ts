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
  resetLinkSent:
    'Jika alamat e-mel ini milik sebuah akaun, kami telah menghantar pautan untuk memilih kata laluan baharu. Pautan ini sah selama 30 minit.',
  codeSent: 'Kami telah menghantar kod 6 digit ke {{email}}. Kod ini sah selama 10 minit.',
  passwordChanged: 'Kata laluan anda telah ditukar. Sila gunakannya mulai sekarang.',
  loggedOut: 'Anda telah log keluar.',
  accountDeleted: 'Akaun telah dipadam.',
};
