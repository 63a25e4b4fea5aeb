import type { CatalogShape } from '../../catalog-shape.ts';
import type { failedJobs as enFailedJobs } from '../en/failed-jobs.ts';

/** Paparan tugas gagal: tugas latar yang gagal sepenuhnya, untuk dibaca dan dijalankan semula oleh pentadbir. */
export const failedJobs: CatalogShape<typeof enFailedJobs> = {
  nav: 'Tugas gagal',
  title: 'Tugas latar yang gagal',
  lead: 'Kerja yang dilakukan pelayan di latar (e-mel, SMS, panggilan kepada bank, pejabat setem dan gerbang pembayaran, penutupan harian) yang gagal pada setiap percubaan. Baiki puncanya dahulu, kemudian jalankan tugas itu semula.',
  caption: 'Tugas gagal, terbaharu dahulu',
  empty: 'Tiada tugas latar yang gagal.',
  shown: 'Memaparkan {{shown}} terbaharu daripada {{total}} tugas gagal.',
  id: 'Tugas',
  kind: 'Apa',
  attempts: 'Percubaan',
  attemptsValue: '{{attempts}} daripada {{maxAttempts}}',
  lastError: 'Ralat terakhir',
  noError: 'Tiada disimpan',
  payload: 'Butiran',
  noPayload: 'Tiada',
  failedAt: 'Gagal',
  runAgain: 'Jalankan semula',
  runAgainLabel: 'Jalankan semula tugas {{id}} ({{kind}})',
  running: 'Sedang dibariskan…',
  queued: 'Tugas {{id}} dibariskan untuk dijalankan semula.',
};
