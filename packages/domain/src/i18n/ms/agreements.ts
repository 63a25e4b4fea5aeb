import type { CatalogShape } from '../catalog-shape.ts';
import type { agreements as en } from '../en/agreements.ts';

/** The agreement's server answers after approval: the summary accepted, the agreement cancelled, refusals. */
export const agreements: CatalogShape<typeof en> = {
  summaryAccepted: 'Terima kasih. Ringkasan kelulusan anda telah diterima.',
  cancelled: 'Permohonan anda dan perjanjiannya telah dibatalkan.',
  attested: 'Terima kasih. Pengakusaksian anda telah direkodkan.',
  protectionNotOffered: 'Tiada pelan perlindungan ditawarkan bagi tempoh ini.',
  approvalMustKeepTerms:
    'Perjanjian {{agreementNo}} dibuat untuk {{amount}} selama {{tenure}} bulan. Luluskan terma tersebut, atau batalkan permohonan.',
};
