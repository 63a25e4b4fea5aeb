import type { CatalogShape } from '../catalog-shape.ts';
import type { servicingRules as english } from '../en/servicing-rules.ts';

export const servicingRules: CatalogShape<typeof english> = {
  settlement: {
    title: 'Sebut harga penyelesaian awal',
    validUntil: 'Sah sehingga {{date}}',
    outstandingPrincipal: 'Baki wang pokok',
    unearnedInterest: 'Faedah belum diperoleh',
    unearnedInterest_islamic: 'Keuntungan belum diperoleh',
    outstandingBalance: 'Baki ansuran yang belum matang',
    outstandingBalance_islamic: 'Baki harga jualan',
    instalmentsDue: 'Ansuran yang perlu dibayar',
    instalmentsDue_islamic: 'Bayaran yang perlu dibayar',
    feesDue: 'Fi yang perlu dibayar',
    lateCharges: 'Caj lewat bayar',
    lateCharges_islamic: "Pampasan lewat bayar (ta'widh)",
    settlementCharge: 'Caj penyelesaian awal',
    rebate: 'Rebat faedah belum diperoleh',
    rebate_islamic: "Ibra' (rebat)",
    settlementAmount: 'Jumlah penyelesaian',
    rebateRule:
      'Faedah setiap ansuran yang belum matang direbat sepenuhnya; ansuran yang telah matang, fi dan caj lewat bayar dibayar sepenuhnya.',
    rebateRule_islamic:
      "Ibra' ialah keuntungan setiap bayaran yang belum matang ditolak caj penyelesaian awal, jika ada; jumlah penyelesaian ialah baki harga jualan campur bayaran yang perlu dibayar dan caj lewat bayar, ditolak ibra'.",
    payOnDay: 'Jumlah penyelesaian jika dibayar pada {{date}}: {{amount}}',
    creditRefundable:
      'Kami berhutang {{amount}} kepada anda selepas penyelesaian; anda boleh memohon bayaran balik.',
    creditAdminFee: 'Baki {{amount}} selepas penyelesaian disimpan sebagai fi pentadbiran.',
    creditCharity: 'Baki {{amount}} selepas penyelesaian disalurkan kepada badan amal.',
    settled: 'Akaun telah diselesaikan dan ditutup.',
    notCovered:
      'Bayaran tidak meliputi jumlah penyelesaian pada {{date}} ({{amount}}): ia direkodkan sebagai bayaran biasa dan akaun kekal dibuka.',
    amountChosen:
      'Penyelesaian dibayar mengikut jumlah penyelesaian hari itu; jumlah lain tidak boleh dipilih.',
    settlementStands:
      'Bayaran ini dibuat sebelum penyelesaian awal yang menutup akaun: batalkan bayaran penyelesaian dahulu.',
    nothingOwed: 'Tiada jumlah terhutang bagi akaun ini, jadi tiada apa yang perlu diselesaikan.',
  },
  lateCharge: {
    description: 'Faedah lewat bayar bagi ansuran {{instalmentNo}}',
    description_islamic: "Ta'widh bagi bayaran {{instalmentNo}}",
    afterMaturity: 'Faedah lewat bayar selepas tempoh matang bagi ansuran {{instalmentNo}}',
    afterMaturity_islamic: "Ta'widh selepas tempoh matang atas baki tertunggak (bayaran {{instalmentNo}})",
  },
  delinquency: {
    current: 'Semasa',
    days1to30: 'Tertunggak 1 hingga 30 hari',
    days31to60: 'Tertunggak 31 hingga 60 hari',
    days61to90: 'Tertunggak 61 hingga 90 hari',
    over90: 'Tertunggak lebih 90 hari',
  },
  reminderLetter: {
    firstReminder: 'Peringatan: ansuran anda tertunggak',
    firstReminder_islamic: 'Peringatan: bayaran anda tertunggak',
    secondReminder: 'Peringatan kedua: ansuran anda masih tertunggak',
    secondReminder_islamic: 'Peringatan kedua: bayaran anda masih tertunggak',
    finalNotice: 'Notis terakhir: sila jelaskan jumlah tertunggak',
    postage: 'Kos pos surat peringatan',
  },
  closeOfBusiness: {
    dayMissed:
      'Penutupan urusan harian bagi {{date}} belum dijalankan; hari ditutup satu demi satu, mengikut urutan.',
  },
  jompay: {
    billerCode: 'Kod biller JomPAY',
    ref1: 'Ref-1',
    notAnAgreementNo: 'Ini bukan nombor perjanjian.',
    ref1Invalid: 'Ref-1 mestilah 11 hingga 20 digit.',
    ref1CheckDigit:
      'Ref-1 ini mempunyai digit yang salah atau dua digit yang tertukar. Sila semak dengan penyata anda.',
    headerInvalid: 'Baris pengepala tidak mengikut susun atur yang ditetapkan.',
    trailerInvalid: 'Baris penutup tidak mengikut susun atur yang ditetapkan.',
    unknownRecord: 'Baris ini bukan baris pengepala, bayaran atau penutup.',
    fieldCount: 'Baris bayaran mempunyai tujuh medan.',
    billerCodeMismatch: 'Kod biller ini bukan milik kami.',
    dateInvalid: 'Tarikh bayaran bukan tarikh yang sah.',
    amountInvalid: 'Jumlah bukan amaun positif dengan dua tempat perpuluhan.',
    bankReferenceMissing: 'Rujukan bank tiada.',
    bankReferenceRepeated: 'Rujukan bank ini telah muncul lebih awal dalam fail ini.',
    headerMissing: 'Fail ini tiada baris pengepala.',
    trailerMissing: 'Fail ini tiada baris penutup, jadi mungkin tidak lengkap.',
    countMismatch: 'Bilangan baris bayaran dalam baris penutup berbeza daripada yang ada dalam fail.',
    totalMismatch: 'Jumlah dalam baris penutup berbeza daripada jumlah baris bayaran.',
    unknownAgreement: 'Ref-1 tidak merujuk kepada mana-mana perjanjian kami.',
    accountNotActive: 'Ref-1 merujuk kepada akaun yang telah ditutup atau dihapus kira.',
    alreadyImported: 'Rujukan bank ini telah diimport dalam fail terdahulu.',
    lineNotParked: 'Baris ini tidak tertangguh, jadi ia tidak boleh dikreditkan atau dipulangkan.',
    fileNotReady: 'Fail bank untuk tarikh ini belum sedia.',
  },
  moneyAttention: {
    attentionNotOpen: 'Item ini tidak lagi memerlukan perhatian, atau telah diselesaikan.',
  },
};
