import type { CatalogShape } from '../catalog-shape.ts';
import type { validation as en } from '../en/validation.ts';

export const validation: CatalogShape<typeof en> = {
  numbersOnly: 'Sila masukkan nombor sahaja (0-9)',
  pleaseEnterYour: 'Sila Masukkan {{label}} Anda',
  requiredFields: 'Sila isi ruangan yang diperlukan',
  required: 'Ruangan ini diperlukan',
  invalidEmail: 'Format e-mel tidak sah',
  amountOutOfRange: 'Jumlah mestilah antara RM{{min, number}} dan RM{{max, number}}',
  amountStep: 'Jumlah mestilah dalam gandaan RM{{step, number}}',
  tenureOutOfRange: 'Tempoh mestilah antara {{min}} dan {{max}} bulan',
  amountAboveMaximum: 'Jumlah tidak boleh melebihi jumlah kelayakan maksimum anda sebanyak RM{{max, number}}',
  negativeAmount: 'Jumlah tidak boleh negatif',
  deductionsExceedAmount: 'Potongan melebihi jumlah yang dipohon',
  invalidDate: 'Sila masukkan tarikh yang sah',
  unknownVariant: 'Varian produk tidak diketahui',
  tooLong: 'Sila gunakan tidak lebih daripada {{max}} aksara',
  passwordTooShort: 'Kata laluan mestilah sekurang-kurangnya {{min}} aksara',
  invalidAmount: 'Sila masukkan jumlah yang sah',
  amountTooManyDecimals: 'Sila masukkan jumlah dengan tidak lebih daripada 2 tempat perpuluhan',
  dateInFuture: 'Tarikh tidak boleh pada masa hadapan',
  invalidCharacter: 'Ruangan ini mengandungi aksara yang tidak dibenarkan.',
  passwordTooCommon: 'Kata laluan ini terlalu biasa atau terlalu mudah diteka. Sila pilih yang lain.',
  passwordHasPersonalData:
    'Kata laluan anda tidak boleh mengandungi nama, alamat e-mel atau nombor telefon anda.',
};
