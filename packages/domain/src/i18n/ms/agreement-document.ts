import type { CatalogShape } from '../catalog-shape.ts';
import type { AgreementDocumentCatalog } from '../en/agreement-document.ts';

export const agreementDocument: CatalogShape<AgreementDocumentCatalog> = {
  title: 'Perjanjian Pemberian Pinjaman Wang',
  title_islamic: 'Perjanjian Pembiayaan Peribadi-i',
  subtitle:
    'Jadual J, Peraturan-Peraturan Pemberi Pinjam Wang (Kawalan dan Pelesenan) 2003: pinjaman tanpa cagaran',
  subtitle_islamic: 'Murabahah komoditi (tawarruq) menurut prinsip Syariah',
  agreementNo: 'Nombor perjanjian: {{agreementNo}}',
  particularsHeading: 'Jadual Pertama: butiran perjanjian',
  particularsHeading_islamic: 'Jadual Pertama: butiran pembiayaan',
  particulars: {
    date: 'Tarikh perjanjian',
    lenderName: 'Nama pemberi pinjam',
    lenderName_islamic: 'Nama pembiaya',
    lenderCompanyNo: 'Nombor syarikat',
    lenderLicenceNo: 'Nombor lesen pemberi pinjam wang',
    lenderAddress: 'Alamat perniagaan',
    borrowerName: 'Nama peminjam',
    borrowerName_islamic: 'Nama pelanggan',
    borrowerNric: 'Nombor kad pengenalan',
    borrowerAddress: 'Alamat',
    principal: 'Jumlah wang pokok',
    principal_islamic: 'Jumlah pembiayaan (harga kos)',
    rate: 'Kadar faedah setahun',
    rate_islamic: 'Kadar keuntungan setahun',
    charges: 'Jumlah faedah',
    charges_islamic: 'Keuntungan',
    totalPayable: 'Jumlah bayaran balik',
    totalPayable_islamic: 'Harga jualan',
    instalment: 'Amaun setiap ansuran',
    finalInstalment: 'Amaun ansuran terakhir',
    firstRepayment: 'Tarikh bayaran balik pertama',
    months: 'Bilangan bulan',
    wakalahFee: 'Fi Wakalah',
  },
  clausesHeading: 'Terma',
  clauses: {
    loan: '1. Pinjaman. Pemberi pinjam meminjamkan jumlah wang pokok kepada peminjam, dan peminjam membayarnya balik bersama faedah pada kadar setahun di atas, melalui ansuran jadual bayaran balik, setiap satu pada tarikh genapnya.',
    latePayment:
      '2. Bayaran lewat. Bagi ansuran yang tidak dibayar pada tarikh genapnya peminjam membayar faedah atas ansuran yang tidak dibayar sahaja, pada kadar {{rate}} setahun, dikira dari hari ke hari dan tidak sekali-kali dikompaunkan: R = {{ratePerHundred}}/100 x D/365 x S, iaitu R faedah bayaran lewat, D bilangan hari ingkar dan S ansuran yang tertunggak.',
    default:
      '3. Keingkaran. Jika sesuatu ansuran masih tidak dibayar lebih daripada 28 hari selepas tarikh genapnya, pemberi pinjam boleh, selepas notis kepada peminjam, menamatkan perjanjian ini dan menuntut jumlah yang belum dibayar.',
    stamping:
      '4. Setem. Pemberi pinjam menyetemkan perjanjian ini dalam tempoh 30 hari dari pelaksanaannya; tiada wang dibayar sebelum perjanjian lengkap dan disetemkan.',
    copy: '5. Salinan dan resit. Peminjam menerima salinan perjanjian ini secara percuma, dan resit bagi setiap bayaran.',
    wakalah:
      '1. Wakalah (agensi). Pelanggan melantik pembiaya sebagai wakil untuk membeli dan menjual komoditi bagi pihak pelanggan, dengan fi Wakalah sebanyak {{wakalahFee}}.',
    murabahah:
      '2. Belian dan jualan (murabahah). Pembiaya membeli unit minyak sawit mentah daripada broker pada harga kos dan menjualnya kepada pelanggan pada harga jualan, iaitu harga kos ditambah keuntungan, dibayar melalui ansuran jadual pembayaran. Sebagai wakil pelanggan, pembiaya menjual unit itu kepada broker lain pada harga kos dan membayar hasilnya kepada pelanggan.',
    tawidh:
      "3. Ta'widh (pampasan). Bagi ansuran yang dibayar lewat pelanggan membayar ta'widh sebanyak {{rate}} setahun atas ansuran tertunggak, dari hari ke hari: T = {{ratePerHundred}}/100 x D/365 x S. Selepas tarikh matang ta'widh dikenakan atas baki tertunggak pada kadar pasaran wang antara bank secara Islam. Ta'widh memampas kerugian sebenar sahaja; tiada penalti disimpan sebagai pendapatan.",
    ibra: "4. Ibra' (rebat). Bagi penyelesaian awal pembiaya memberikan ibra' atas keuntungan tertangguh yang belum diperoleh, ditolak caj penyelesaian awal. Amaun penyelesaian = baki harga jualan + ansuran tertunggak + caj lewat - ibra'.",
    stamping_islamic:
      '5. Setem dan salinan. Pembiaya menyetemkan perjanjian ini dalam tempoh 30 hari dari pelaksanaannya; pelanggan menerima salinan secara percuma dan resit bagi setiap bayaran.',
  },
  scheduleHeading: 'Jadual bayaran balik',
  scheduleHeading_islamic: 'Jadual pembayaran',
  schedule: {
    instalmentNo: 'Bil.',
    dueOn: 'Tarikh genap',
    instalment: 'Ansuran',
    principal: 'Pokok',
    principal_islamic: 'Kos',
    charges: 'Faedah',
    charges_islamic: 'Keuntungan',
    balance: 'Baki',
  },
  executionHeading: 'Pelaksanaan',
  execution:
    'Ditandatangani secara elektronik oleh peminjam dengan sijil digital, dan dimeterai oleh pemberi pinjam. Rekod tandatangan di halaman terakhir adalah sebahagian daripada perjanjian ini.',
  execution_islamic:
    'Ditandatangani secara elektronik oleh pelanggan dengan sijil digital, dan dimeterai oleh pembiaya. Rekod tandatangan di halaman terakhir adalah sebahagian daripada perjanjian ini.',
  signing: {
    heading: 'Rekod tandatangan',
    statement:
      'Penandatangan menerima perjanjian ini, mengesahkannya dengan kod sekali guna (TAC) yang dihantar ke nombor telefon bimbitnya dan melukis tandatangan di bawah. Dokumen ini ditandatangani dengan sijil digitalnya, yang dikeluarkan oleh pihak berkuasa pensijilan bagi nombor kad pengenalannya, kemudian dimeterai dengan sijil pemberi pinjam; sebarang perubahan selepas itu membatalkan kedua-dua tandatangan.',
    signer: 'Ditandatangani oleh',
    nric: 'No. kad pengenalan',
    signedAt: 'Masa tandatangan (waktu Malaysia)',
    ipAddress: 'Alamat IP',
    device: 'Peranti',
    certificateSerial: 'Nombor siri sijil',
    certificateIssuer: 'Sijil dikeluarkan oleh',
    signature: 'Tandatangan',
    reasonSigner: 'Menerima perjanjian',
    reasonLender: 'Dimeterai oleh pemberi pinjam',
  },
  page: 'Halaman {{page}} daripada {{pages}}',
  // Perjanjian pinjaman rakan kongsi PKS atau kakitangan (docs/decisions/063).
  smeLoan: {
    businessName: 'Perniagaan (yang ditandatangani oleh peminjam)',
    businessRegistrationNo: 'Nombor pendaftaran perniagaan',
    partnerId: 'ID rakan kongsi',
    stamping: 'Duti setem yang ditolak daripada jumlah pokok',
    stampingValue:
      'Duti setem {{duty}} (0.5% daripada jumlah pokok) dan yuran pentadbiran {{adminFee}}: {{total}}',
    execution:
      'Ditandatangani secara elektronik oleh {{signatory}}, peminjam, dengan sijil digital, dan dimeterai oleh pemberi pinjam. Rekod tandatangan di halaman terakhir adalah sebahagian daripada perjanjian ini.',
    executionForBusiness:
      'Ditandatangani secara elektronik oleh {{signatory}}, pemohon, bagi pihak {{company}} ({{registrationNo}}), dengan sijil digital, dan dimeterai oleh pemberi pinjam. {{company}} terikat dengan perjanjian ini sebagai peminjam, dan rekod tandatangan di halaman terakhir adalah sebahagian daripadanya.',
  },
};
