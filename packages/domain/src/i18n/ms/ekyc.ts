import type { CatalogShape } from '../catalog-shape.ts';
import type { ekyc as english } from '../en/ekyc.ts';

/** Identity verification (e-KYC) and the documents' server answers. */
export const ekyc: CatalogShape<typeof english> = {
  documents: {
    fileMissing: 'Sila pilih fail untuk dimuat naik.',
    fileNotFound: 'Fail ini tidak wujud atau telah dibuang.',
    notEditable: 'Dokumen hanya boleh diubah semasa permohonan anda sedang diisi.',
  },
  session: {
    notFound: 'Pengesahan identiti belum dimulakan untuk permohonan ini.',
    notSubmitted: 'Sila hantar permohonan anda sebelum mengesahkan identiti anda.',
    alreadyCompleted: 'Pengesahan identiti untuk permohonan ini telah selesai.',
    attemptsExhausted:
      'Anda telah menggunakan kesemua {{max}} percubaan pengesahan identiti. Sila memohon semula atau hubungi kami.',
    notCapturing:
      'Gambar tidak boleh diambil sekarang: pengesahan identiti anda sedang disemak atau telah selesai.',
    capturesMissing:
      'Sila ambil ketiga-tiga gambar: bahagian depan dan belakang kad pengenalan anda, serta swafoto.',
    imageMissing: 'Sila pilih gambar untuk dihantar.',
    imageNotFound: 'Gambar ini belum diambil.',
  },
  handoff: {
    linkInvalid: 'Pautan ini telah tamat tempoh atau telah digunakan. Sila imbas kod QR yang baharu.',
    captureTokenInvalid: 'Halaman ini telah tamat tempoh. Sila imbas kod QR yang baharu pada komputer anda.',
  },
};
