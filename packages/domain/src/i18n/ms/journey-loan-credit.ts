import type { CatalogShape } from '../catalog-shape.ts';
import type { loanCredit as en } from '../en/journey-loan-credit.ts';

/** Kredit dan debit terus pelanggan (keputusan 047). */
export const loanCredit: CatalogShape<typeof en> = {
  refund: {
    title: 'Bayaran Balik Kredit',
    lead: 'Apabila anda membayar lebih daripada semua yang terhutang bagi pinjaman, lebihan melebihi RM10.00 ialah kredit anda. Mohon di sini dan kami akan membayarnya ke akaun bank anda.',
    lead_islamic:
      'Apabila anda membayar lebih daripada semua yang terhutang bagi pembiayaan, lebihan RM10.00 atau lebih ialah kredit anda. Mohon di sini dan kami akan membayarnya ke akaun bank anda.',
    loading: 'Membaca akaun anda...',
    noAccount: 'Anda belum mempunyai akaun pinjaman, jadi tiada kredit untuk dipulangkan.',
    noAccount_islamic: 'Anda belum mempunyai akaun pembiayaan, jadi tiada kredit untuk dipulangkan.',
    account: 'Pinjaman {{agreementNo}}',
    account_islamic: 'Pembiayaan {{agreementNo}}',
    credit: 'Kredit tersedia',
    noCredit: 'Tiada kredit pada akaun ini.',
    waiting:
      'Permintaan anda sedang diuruskan: kami membayarnya melalui pindahan bank, biasanya dalam 7 hari bekerja.',
    formTitle: 'Ke mana kredit anda dibayar',
    payoutHint:
      'Kami telah mengisi akaun bank yang menerima pinjaman anda. Tukar jika anda mahu bayaran balik ke akaun lain.',
    payoutHint_islamic:
      'Kami telah mengisi akaun bank yang menerima pembiayaan anda. Tukar jika anda mahu bayaran balik ke akaun lain.',
    bank: 'Bank',
    accountNo: 'Nombor akaun bank',
    accountNoHint: 'Akaun atas nama anda sendiri, digit sahaja',
    selectBank: 'Sila pilih',
    confirm:
      'Saya mengesahkan bahawa akaun bank ini atas nama saya sendiri dan {{amount}} patut dibayar ke dalamnya.',
    submit: 'Mohon bayaran balik {{amount}}',
    sending: 'Menghantar permintaan anda...',
    sent: 'Permintaan bayaran balik anda telah dihantar.',
    historyTitle: 'Permintaan bayaran balik anda',
    historyEmpty: 'Anda belum memohon bayaran balik bagi akaun ini.',
    request: '{{amount}} dipohon pada {{date}}',
    payTo: 'Bayar kepada',
    payToValue: '{{bank}}, akaun berakhir dengan {{last4}}',
    payToUnknown: 'Tidak direkodkan',
    decidedOn: 'Diputuskan pada',
    reference: 'Rujukan pindahan',
    reason: 'Sebab',
    statuses: {
      requested: 'Dipohon',
      paid: 'Diluluskan dan dibayar',
      rejected: 'Ditolak',
    },
    steps: {
      label: 'Kemajuan permintaan',
      requested: 'Dipohon',
      approved: 'Diluluskan',
      paid: 'Dibayar',
      rejected: 'Ditolak',
      done: 'selesai',
      pending: 'akan datang',
    },
    schedule: 'Kembali ke jadual pembayaran balik',
    schedule_islamic: 'Kembali ke jadual pembayaran',
    creditNotice: 'Anda telah membayar {{amount}} lebih daripada yang anda hutang bagi akaun ini.',
    creditLink: 'Mohon bayaran balik kredit anda',
  },
  attempts: {
    title: 'Percubaan Debit Terus',
    lead: 'Setiap potongan yang kami minta daripada bank anda di bawah mandat debit terus anda, yang terbaru dahulu. Jika potongan gagal kerana baki tidak mencukupi, kami mencuba semula sehingga dua kali pada hari bekerja berikutnya.',
    loading: 'Membaca percubaan debit terus...',
    noAccount: 'Anda belum mempunyai akaun pinjaman, jadi tiada potongan dibuat.',
    noAccount_islamic: 'Anda belum mempunyai akaun pembiayaan, jadi tiada potongan dibuat.',
    account: 'Pinjaman {{agreementNo}}',
    account_islamic: 'Pembiayaan {{agreementNo}}',
    empty: 'Belum ada potongan diminta daripada bank anda bagi akaun ini.',
    attempt: '{{amount}} pada {{date}}',
    instalment: 'Ansuran',
    instalment_islamic: 'Bayaran bulanan',
    instalmentValue: 'No. {{instalmentNo}}, percubaan {{attemptNo}} daripada 3',
    result: 'Keputusan',
    reason: 'Sebab',
    bankReference: 'Rujukan bank',
    retry: 'Percubaan seterusnya',
    retryPlanned: 'Kami akan mencuba semula pada hari bekerja berikutnya.',
    noRetry: 'Tiada dirancang',
    payInstead:
      'Untuk mengelakkan caj bayaran lewat, anda boleh membayar jumlah tertunggak sekarang melalui perbankan dalam talian, kad atau JomPAY.',
    payInstead_islamic:
      "Untuk mengelakkan ta'widh, anda boleh membayar jumlah tertunggak sekarang melalui perbankan dalam talian, kad atau JomPAY.",
    payNow: 'Bayar sekarang',
    statuses: {
      requested: 'Menunggu bank',
      succeeded: 'Berjaya',
      failed: 'Tidak berjaya',
    },
    payments: 'Kembali ke sejarah pembayaran',
    navLabel: 'Debit terus',
  },
};
