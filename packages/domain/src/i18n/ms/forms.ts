import type { CatalogShape } from '../catalog-shape.ts';
import type { forms as en } from '../en/forms.ts';

export const forms: CatalogShape<typeof en> = {
  contact: {
    email: 'Alamat e-mel',
    comments: 'Komen/Soalan',
    emailRequired: 'Sila masukkan Alamat E-mel anda',
    emailInvalid: 'Alamat E-mel yang dimasukkan tidak sah',
    commentsRequired: 'Komen/Soalan tidak boleh kosong',
  },
};
