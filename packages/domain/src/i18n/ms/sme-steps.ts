import type { CatalogShape } from '../catalog-shape.ts';
import type { smeSteps as en } from '../en/sme-steps.ts';

export const smeSteps: CatalogShape<typeof en> = {
  requiredDocumentsMissing: 'Sila muat naik setiap dokumen yang diperlukan sebelum anda meneruskan',
  formFirst: 'Sila lengkapkan borang permohonan anda dahulu',
  email: {
    title: 'Sahkan e-mel anda',
    intro: 'Kami akan menghantar kod 6 digit ke alamat e-mel dalam permohonan anda.',
    noEmail: 'Permohonan anda belum mempunyai alamat e-mel. Sila isi butiran pemohon anda dahulu.',
    applicantDetails: 'Butiran pemohon',
  },
  documents: {
    title: 'Muat naik dokumen anda',
    intro:
      'Muat naik setiap dokumen yang diperlukan dalam format pdf, png atau jpeg, bawah 5MB, paling banyak 3 fail setiap satu.',
  },
  identity: {
    title: 'Sahkan identiti anda',
    intro: 'Ambil gambar bahagian depan dan belakang kad pengenalan anda serta swafoto.',
  },
  complete: {
    title: 'Pengesahan selesai',
    home: 'Kembali ke laman utama',
  },
  loading: 'Memuatkan…',
};
