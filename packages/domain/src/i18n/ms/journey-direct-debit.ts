import type { CatalogShape } from '../catalog-shape.ts';
import type { directDebit as en } from '../en/journey-direct-debit.ts';

/** Skrin debit langsung (e-mandat). */
export const directDebit: CatalogShape<typeof en> = {
  setup: {
    title: 'Debit Langsung',
    lead: 'Ansuran bulanan anda dibayar daripada akaun bank anda melalui debit langsung. Pilih bank dan jenis akaun anda; anda membenarkan mandat itu di bank anda.',
    lead_islamic:
      'Bayaran bulanan anda dibayar daripada akaun bank anda melalui debit langsung. Pilih bank dan jenis akaun anda; anda membenarkan mandat itu di bank anda.',
    updateLead:
      'Pilih bank dan jenis akaun baharu; anda membenarkan mandat baharu di bank anda. Pengemaskinian dikenakan satu lagi debit pengesahan RM1, yang dipulangkan kepada pinjaman anda.',
    updateLead_islamic:
      'Pilih bank dan jenis akaun baharu; anda membenarkan mandat baharu di bank anda. Pengemaskinian dikenakan satu lagi debit pengesahan RM1, yang dipulangkan kepada pembiayaan anda.',
    bank: 'Bank',
    selectBank: 'Sila pilih bank anda',
    accountType: 'Jenis akaun',
    selectAccountType: 'Sila pilih jenis akaun',
    accountTypes: { savings: 'Akaun simpanan', current: 'Akaun semasa' },
    verificationNote:
      'Bank anda mendebit RM1 untuk mengesahkan akaun. Ia dipulangkan kepada pinjaman anda apabila akaun pinjaman anda dibuka.',
    verificationNote_islamic:
      'Bank anda mendebit RM1 untuk mengesahkan akaun. Ia dipulangkan kepada pembiayaan anda apabila akaun pembiayaan anda dibuka.',
    consent:
      'Saya membenarkan Sinar Kredit mendebit ansuran bulanan saya daripada akaun ini melalui debit langsung, dan bank saya mendebit RM1 untuk mengesahkannya.',
    consent_islamic:
      'Saya membenarkan Sinar Kredit mendebit bayaran bulanan saya daripada akaun ini melalui debit langsung, dan bank saya mendebit RM1 untuk mengesahkannya.',
    consentRequired: 'Sila tandakan kotak untuk memberikan persetujuan anda',
    signatureLead:
      'Tandatangan di dalam kotak di bawah dengan jari atau tetikus anda. Padam untuk mula semula.',
    signaturePad: 'Pad tandatangan: lukis tandatangan anda di sini',
    clearSignature: 'Padam',
    bankRequired: 'Sila pilih bank anda',
    accountTypeRequired: 'Sila pilih jenis akaun',
    requestTac: 'Minta TAC',
    tacSent: 'Kami telah menghantar TAC melalui SMS ke {{phone}}. Ia sah selama 10 minit.',
    tac: 'TAC',
    resend: 'Hantar TAC lain',
    resendIn: 'Anda boleh meminta TAC lain dalam {{seconds}} saat.',
    submit: 'Teruskan ke bank anda',
    submitting: 'Membawa anda ke bank anda...',
    loadingBanks: 'Memuatkan senarai bank...',
    notReady: 'Anda boleh menyediakan debit langsung setelah perjanjian anda ditandatangani.',
    notReady_islamic: 'Anda boleh menyediakan debit langsung setelah perjanjian pembiayaan anda diterima.',
    alreadyActive: 'Debit langsung anda aktif.',
    pending: 'Bank anda belum memberikan jawapan.',
    viewRecord: 'Lihat debit langsung anda',
    checkResult: 'Lihat keputusan',
    backToHome: 'Kembali ke laman utama',
  },
  confirmation: {
    title: 'Keputusan Debit Langsung',
    pendingTitle: 'Menunggu bank anda',
    pendingBody:
      'Bank anda belum mengesahkan debit langsung. Halaman ini dikemas kini dengan sendirinya apabila ia berbuat demikian.',
    activeTitle: 'Debit langsung aktif',
    activeBody:
      'Bank anda telah meluluskan debit langsung. Ansuran bulanan anda akan didebit daripada akaun {{bank}} anda yang berakhir dengan {{last4}}.',
    activeBody_islamic:
      'Bank anda telah meluluskan debit langsung. Bayaran bulanan anda akan didebit daripada akaun {{bank}} anda yang berakhir dengan {{last4}}.',
    rejectedTitle: 'Debit langsung tidak disediakan',
    rejectedBody: 'Bank anda tidak meluluskan debit langsung. Sebab: {{reason}}',
    unknownReason: 'tidak dinyatakan oleh bank',
    cancelledTitle: 'Debit langsung dibuang',
    cancelledBody: 'Debit langsung ini tidak lagi digunakan.',
    retry: 'Cuba lagi',
    noMandate: 'Anda belum mempunyai debit langsung.',
    setUp: 'Sediakan debit langsung',
  },
  enrollment: {
    title: 'Pendaftaran Debit Langsung',
    lead: 'Debit langsung yang membayar ansuran bulanan anda.',
    lead_islamic: 'Debit langsung yang membayar bayaran bulanan anda.',
    status: 'Status',
    states: {
      PENDING: 'Menunggu bank anda',
      ACTIVE: 'Aktif',
      REJECTED: 'Ditolak',
      CANCELLED: 'Dibuang',
    },
    bank: 'Bank',
    accountType: 'Jenis akaun',
    accountNo: 'Nombor akaun',
    accountNoLast4: 'berakhir dengan {{last4}}',
    accountNoUnknown: 'belum diketahui',
    amount: 'Amaun debit maksimum',
    tenure: 'Tempoh',
    balanceTenure: 'Baki tempoh',
    months: '{{count}} bulan',
    agreementNo: 'Nombor perjanjian',
    monthlyAmount: 'Amaun bulanan',
    name: 'Nama',
    phone: 'Nombor telefon',
    date: 'Tarikh',
    time: 'Masa',
    changesAfterOneDay: 'Perubahan debit langsung dipaparkan selepas satu hari',
    update: 'Kemas Kini Debit Langsung',
    none: 'Anda belum mempunyai debit langsung.',
    setUp: 'Sediakan debit langsung',
  },
  update: {
    title: 'Kemas Kini Debit Langsung',
    lead: 'Pindahkan debit langsung anda ke akaun lain, atau buangkannya.',
    current: 'Debit langsung anda: {{bank}}, akaun berakhir dengan {{last4}}.',
    noActive: 'Anda tiada debit langsung aktif untuk dikemas kini.',
    update: 'Kemas kini',
    updateTitle: 'Kemas kini debit langsung anda?',
    updateBody:
      'Anda memilih akaun baharu di bank anda. Pengemaskinian dikenakan satu lagi debit pengesahan RM1, yang dipulangkan kepada pinjaman anda.',
    updateBody_islamic:
      'Anda memilih akaun baharu di bank anda. Pengemaskinian dikenakan satu lagi debit pengesahan RM1, yang dipulangkan kepada pembiayaan anda.',
    updateConfirm: 'Ya, kemas kini',
    remove: 'Buang',
    removeTitle: 'Buang debit langsung anda?',
    removeBody:
      'Ansuran bulanan anda tidak lagi akan didebit daripada akaun ini: anda perlu membayar setiap ansuran sendiri.',
    removeBody_islamic:
      'Bayaran bulanan anda tidak lagi akan didebit daripada akaun ini: anda perlu membayar setiap bayaran sendiri.',
    removeConfirm: 'Ya, buang',
    keep: 'Tidak, kekalkan',
  },
  result: {
    title: 'Kemas Kini Debit Langsung',
    success: 'Kemas kini/Buang berjaya',
    failed: 'Kemas kini/Buang Debit Langsung gagal',
    updateFailed: 'Kemas kini Debit Langsung gagal.',
    changesAfterOneDay: 'Perubahan debit langsung dipaparkan selepas satu hari',
    backToRecord: 'Lihat debit langsung anda',
    tryAgain: 'Cuba lagi',
  },
};
