import type { CatalogShape } from '../catalog-shape.ts';
import type { uploads as en } from '../en/uploads.ts';

export const uploads: CatalogShape<typeof en> = {
  rules: 'Hanya fail pdf, png dan jpeg di bawah 5MB, maksimum 3 fail bagi setiap kumpulan.',
  groups: {
    salaryslip: 'Slip gaji atau borang cukai',
    bankstatement: 'Penyata bank',
    othersrelevantdocuments: 'Bukti pendapatan lain',
    utilitybill: 'Bil utiliti',
    companyforms: 'Borang syarikat',
    companybankstatement: 'Penyata bank syarikat',
    boardresolution: 'Resolusi lembaga pengarah',
    auditedfinancialreport: 'Laporan kewangan beraudit',
    ssmcertificate: 'Sijil pendaftaran perniagaan (SSM)',
    homeutilitybill: 'Bil utiliti kediaman',
    partnershipauthorisationletter: 'Surat kebenaran perkongsian',
    profitandlossbalancesheet: 'Penyata untung rugi berserta kunci kira-kira',
  },
  hints: {
    salaryslip: 'Slip gaji 3 bulan terkini, penyata KWSP, Borang EA atau Borang B/BE',
    bankstatement: 'Penyata bank 3 bulan terkini, dalam satu dokumen',
    othersrelevantdocuments: 'Pilihan: sebarang bukti pendapatan lain, sehingga 3 fail',
    // Dokumen perniagaan rakan kongsi PKS (keputusan 059).
    utilitybill: 'Bil utiliti terkini premis perniagaan',
    companyforms: 'Borang syarikat yang didaftarkan dengan SSM (cth. Seksyen 14, 46, 51, 58 dan 78)',
    companybankstatement: 'Penyata bank perniagaan 3 bulan terkini',
    boardresolution: 'Resolusi lembaga pengarah untuk mengambil pembiayaan',
    auditedfinancialreport: 'Laporan kewangan beraudit terkini',
    ssmcertificate: 'Sijil pendaftaran perniagaan (SSM)',
    homeutilitybill: 'Bil utiliti terkini rumah anda',
    partnershipauthorisationletter: 'Surat kebenaran rakan kongsi untuk pembiayaan',
    profitandlossbalancesheet: 'Penyata untung rugi terkini bersama kunci kira-kira',
  },
  problems: {
    salarySlipExactlyThree: 'Sila muat naik tepat 3 slip gaji (3 bulan)',
    bankStatementExactlyOne: 'Sila muat naik tepat 1 dokumen penyata bank (3 bulan)',
  },
};
