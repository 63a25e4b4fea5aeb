import type { CatalogShape } from '../catalog-shape.ts';
import type { eligibility as en } from '../en/eligibility.ts';

export const eligibility: CatalogShape<typeof en> = {
  result: {
    eligible: 'Tahniah, anda layak memohon.',
    notEligible: 'Maaf, anda tidak layak memohon.',
    reasonsTitle: 'Sebab',
  },
  reasons: {
    notCitizen: 'Hanya warganegara Malaysia yang layak',
    ageOutOfRange: 'Umur mestilah antara 18 hingga 60 tahun',
    incomeBelowMinimum: 'Pendapatan kasar bulanan kurang daripada RM1,500',
    netSalaryAboveGrossRange: 'Gaji bersih bulanan melebihi julat gaji kasar yang anda daftarkan',
    netSalaryBelowMinimum: 'Gaji bersih bulanan terlalu rendah untuk menunjukkan pendapatan kasar RM1,500',
    invalidPersonalData: 'Data peribadi tidak sah',
    notPrincipalHolder: 'Bukan pemegang akaun induk atau utama',
    accountBelowSixMonths: 'Akaun kurang daripada 6 bulan',
    billOverdue: 'Bil tertunggak',
    suspensionRecord: 'Rekod penggantungan',
    partnerBelowSixMonths: 'Menjadi rakan niaga kurang daripada 6 bulan',
    taxIdNotUpdated: 'ID cukai tidak dikemas kini',
    businessRegistrationExpiring:
      'Pendaftaran perniagaan tamat tempoh dalam masa 6 bulan atau tidak dikemas kini',
    commissionBelowMinimum: 'Purata komisen berulang kurang daripada RM500',
    accountFullyUtilised: 'Akaun telah digunakan sepenuhnya',
    organisationTypeNotUpdated: 'Jenis organisasi tidak dikemas kini',
    waitingAfterRejection: 'Permohonan sebelum ini tidak berjaya: anda boleh memohon semula mulai {{date}}',
  },
};
