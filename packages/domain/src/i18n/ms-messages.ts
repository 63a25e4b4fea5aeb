import type { CatalogShape } from './catalog-shape.ts';
import type { MessageCatalog } from './en-messages.ts';

/** The emails and SMS the service sends, in Malay. */
export const msMessages: CatalogShape<MessageCatalog> = {
  temporaryPasswordSms:
    'Sinar Kredit: kata laluan sementara anda ialah {{password}}. Ia tamat tempoh dalam {{hours}} jam. Jangan kongsikan dengan sesiapa, termasuk kakitangan kami.',
  agreementTacSms:
    'Sinar Kredit: TAC anda untuk menandatangani perjanjian {{agreementNo}} ialah {{tac}}. Ia tamat tempoh dalam {{minutes}} minit. Jangan kongsikan dengan sesiapa, termasuk kakitangan kami.',
  mandateTacSms:
    'Sinar Kredit: TAC anda untuk membenarkan debit langsung perjanjian {{agreementNo}} ialah {{tac}}. Ia tamat tempoh dalam {{minutes}} minit. Jangan kongsikan dengan sesiapa, termasuk kakitangan kami.',
  passwordReset: {
    subject: 'Set semula kata laluan Sinar Kredit anda',
    body: 'Salam {{name}},\n\nKami menerima permintaan untuk menetapkan semula kata laluan akaun Sinar Kredit anda. Pilih kata laluan baharu di sini:\n\n{{link}}\n\nPautan ini boleh digunakan sekali, selama {{minutes}} minit. Jika anda tidak membuat permintaan ini, abaikan e-mel ini: kata laluan anda kekal seperti sedia ada.\n\nSinar Kredit Sdn. Bhd.',
  },
  staffVerification: {
    subject: 'Kod pengesahan kakitangan Sinar Kredit anda',
    body: 'Salam {{name}},\n\nKod pengesahan anda ialah {{code}}. Ia sah selama {{minutes}} minit.\n\nJika anda tidak mendaftar akaun kakitangan, abaikan e-mel ini.\n\nSinar Kredit Sdn. Bhd.',
  },
  staffAlreadyRegistered: {
    subject: 'Akaun kakitangan Sinar Kredit anda',
    body: 'Salam,\n\nSeseorang cuba mendaftar akaun kakitangan dengan alamat e-mel ini, yang sudah mempunyai akaun. Untuk log masuk, pergi ke {{link}}. Jika anda terlupa kata laluan, gunakan Lupa kata laluan di halaman itu.\n\nSinar Kredit Sdn. Bhd.',
  },
  emailChange: {
    subject: 'Sahkan alamat e-mel baharu anda',
    body: 'Salam {{name}},\n\nUntuk menggunakan alamat ini bagi akaun Sinar Kredit anda, masukkan kod ini: {{code}}. Ia sah selama {{minutes}} minit.\n\nJika anda tidak membuat permintaan ini, abaikan e-mel ini.\n\nSinar Kredit Sdn. Bhd.',
  },
  applicationEmailVerification: {
    subject: 'Sahkan e-mel anda bagi permohonan {{applicationNo}}',
    body: 'Salam {{name}},\n\nKod pengesahan anda ialah {{code}}. Masukkan kod ini untuk mengesahkan alamat e-mel ini bagi permohonan Sinar Kredit anda {{applicationNo}}.\n\nAtau buka pautan ini:\n\n{{link}}\n\nKod dan pautan ini hanya boleh digunakan sekali, dalam masa {{minutes}} minit. Jika anda tidak membuat permohonan, abaikan e-mel ini.\n\nSinar Kredit Sdn. Bhd.',
  },
  applicationSubmitted: {
    subject: 'Kami telah menerima permohonan anda {{applicationNo}}',
    body: 'Salam {{name}},\n\nTerima kasih: kami telah menerima permohonan Sinar Kredit anda {{applicationNo}} pada {{submittedAt}}, sebanyak {{amount}} untuk tempoh {{tenure}} bulan.\n\nLog masuk untuk mengikuti perkembangannya dan melengkapkan sebarang langkah yang masih belum selesai, seperti pengesahan identiti anda:\n\n{{link}}\n\nKami akan menghantar e-mel kepada anda setelah permohonan ini disemak.\n\nSinar Kredit Sdn. Bhd.',
  },
  applicationApproved: {
    subject: 'Permohonan anda {{applicationNo}} telah diluluskan',
    body: 'Salam {{name}},\n\nBerita baik: permohonan Sinar Kredit anda {{applicationNo}} telah diluluskan sebanyak {{amount}} untuk tempoh {{tenure}} bulan.\n\nLog masuk untuk meneruskan ke perjanjian anda:\n\n{{link}}\n\nSinar Kredit Sdn. Bhd.',
  },
  applicationRejected: {
    subject: 'Mengenai permohonan anda {{applicationNo}}',
    body: 'Salam {{name}},\n\nTerima kasih kerana memohon dengan Sinar Kredit. Selepas semakan yang teliti, kami tidak dapat meluluskan permohonan anda {{applicationNo}}.\n\nAnda boleh membuat permohonan baharu selepas {{date}}.\n\nSinar Kredit Sdn. Bhd.',
  },
  applicationReferredBack: {
    subject: 'Sila kemas kini permohonan anda {{applicationNo}}',
    body: 'Salam {{name}},\n\nSebelum kami boleh meneruskan permohonan Sinar Kredit anda {{applicationNo}}, sila kemas kini: {{steps}}.\n\nPerkara yang kami perlukan daripada anda: {{remark}}\n\nLog masuk, buat perubahan ini dan hantar semula permohonan anda:\n\n{{link}}\n\nSinar Kredit Sdn. Bhd.',
  },
  identityCorrected: {
    subject: 'NRIC atau nama anda telah dibetulkan',
    body: 'Salam {{name}},\n\nSinar Kredit telah membetulkan NRIC atau nama seperti pada kad pengenalan dalam akaun anda. Sebabnya: {{remark}}\n\nJika anda tidak memintanya, sila hubungi kami.\n\n{{link}}\n\nSinar Kredit Sdn. Bhd.',
  },
  applicationIdentityCorrected: {
    subject: 'Sila sahkan identiti anda sekali lagi untuk permohonan {{applicationNo}}',
    body: 'Salam {{name}},\n\nSinar Kredit telah membetulkan NRIC atau nama seperti pada kad pengenalan dalam akaun anda. Sebabnya: {{remark}}\n\nSebelum kami boleh meneruskan permohonan anda {{applicationNo}}, sila log masuk dan sahkan identiti anda sekali lagi dengan kad pengenalan anda:\n\n{{link}}\n\nJika anda tidak memintanya, sila hubungi kami.\n\nSinar Kredit Sdn. Bhd.',
  },
  applicationCancelled: {
    subject: 'Permohonan anda {{applicationNo}} telah dibatalkan',
    body: 'Salam {{name}},\n\nPermohonan Sinar Kredit anda {{applicationNo}} telah dibatalkan oleh Sinar Kredit. Anda boleh melihatnya, atau membuat permohonan baharu, apabila anda log masuk:\n\n{{link}}\n\nSinar Kredit Sdn. Bhd.',
  },
  agreementMilestones: {
    ATTESTED: {
      subject: 'Pengakusaksian selesai bagi perjanjian {{agreementNo}}',
      body: 'Salam {{name}},\n\nPengakusaksian anda bagi perjanjian {{agreementNo}} ({{amount}} selama {{tenure}} bulan) telah selesai pada {{date}}.\n\nSeterusnya, baca dan tandatangani perjanjian anda:\n\n{{link}}\n\nSinar Kredit Sdn. Bhd.',
      sms: 'Sinar Kredit: pengakusaksian selesai bagi perjanjian {{agreementNo}} pada {{date}}. Log masuk untuk membaca dan menandatangani perjanjian anda.',
    },
    SIGNED: {
      subject: 'Anda telah menandatangani perjanjian {{agreementNo}}',
      body: 'Salam {{name}},\n\nAnda telah menandatangani perjanjian {{agreementNo}} ({{amount}} selama {{tenure}} bulan) pada {{date}}. Kami sedang menyetemkannya. Jika anda belum menyediakan debit langsung, sila lakukannya sekarang:\n\n{{link}}\n\nSinar Kredit Sdn. Bhd.',
      sms: 'Sinar Kredit: anda telah menandatangani perjanjian {{agreementNo}} pada {{date}}. Penyeteman sedang dijalankan. Sediakan debit langsung anda jika belum.',
    },
    STAMPED: {
      subject: 'Perjanjian {{agreementNo}} telah disetem',
      body: 'Salam {{name}},\n\nPerjanjian anda {{agreementNo}} telah disetem pada {{date}}. Sijil setemnya disimpan bersama perjanjian anda. Jika anda belum menyediakan debit langsung, sila lakukannya sekarang:\n\n{{link}}\n\nSinar Kredit Sdn. Bhd.',
      sms: 'Sinar Kredit: perjanjian {{agreementNo}} telah disetem pada {{date}}. Sediakan debit langsung anda jika belum.',
    },
    PENDING_DISBURSEMENT: {
      subject: 'Perjanjian {{agreementNo}} menunggu pengeluaran',
      body: 'Salam {{name}},\n\nPerjanjian anda {{agreementNo}} telah ditandatangani dan disetem, dan debit langsung anda aktif. Pengeluaran sebanyak {{netAmount}} berlaku dalam masa 3 hingga 7 hari bekerja.\n\n{{link}}\n\nSinar Kredit Sdn. Bhd.',
      sms: 'Sinar Kredit: perjanjian {{agreementNo}} sedia. Pengeluaran sebanyak {{netAmount}} berlaku dalam masa 3 hingga 7 hari bekerja.',
    },
    PAYOUT_SENT: {
      subject: 'Wang anda bagi perjanjian {{agreementNo}} dalam perjalanan',
      body: 'Salam {{name}},\n\nPada {{date}} kami telah menghantar {{netAmount}} bagi perjanjian {{agreementNo}} ke akaun bank anda. Bank anda akan mengkreditkannya tidak lama lagi.\n\n{{link}}\n\nSinar Kredit Sdn. Bhd.',
      sms: 'Sinar Kredit: {{netAmount}} bagi perjanjian {{agreementNo}} telah dihantar ke akaun bank anda pada {{date}}.',
    },
    DISBURSED: {
      subject: 'Bayaran telah dikeluarkan bagi perjanjian {{agreementNo}}',
      body: 'Salam {{name}},\n\nBayaran telah dikeluarkan: {{netAmount}} bagi perjanjian {{agreementNo}} telah sampai ke akaun bank anda pada {{date}}. Bayaran bulanan anda ialah {{monthlyAmount}}.\n\n{{link}}\n\nSinar Kredit Sdn. Bhd.',
      sms: 'Sinar Kredit: bayaran telah dikeluarkan. {{netAmount}} bagi perjanjian {{agreementNo}} telah sampai ke akaun bank anda pada {{date}}.',
    },
    COMPLETED: {
      subject: 'Akaun anda bagi perjanjian {{agreementNo}} telah dibuka',
      body: 'Salam {{name}},\n\nAkaun anda bagi perjanjian {{agreementNo}} telah dibuka pada {{date}}. Anda boleh mengikuti bayaran balik anda apabila anda log masuk:\n\n{{link}}\n\nSinar Kredit Sdn. Bhd.',
      sms: 'Sinar Kredit: akaun anda bagi perjanjian {{agreementNo}} telah dibuka pada {{date}}. Log masuk untuk mengikuti bayaran balik anda.',
    },
    CANCELED: {
      subject: 'Perjanjian {{agreementNo}} telah dibatalkan',
      body: 'Salam {{name}},\n\nPerjanjian anda {{agreementNo}} telah dibatalkan pada {{date}}. Tiada wang akan dikeluarkan di bawahnya. Anda boleh membuat permohonan baharu apabila anda log masuk:\n\n{{link}}\n\nSinar Kredit Sdn. Bhd.',
      sms: 'Sinar Kredit: perjanjian {{agreementNo}} telah dibatalkan pada {{date}}. Tiada wang akan dikeluarkan di bawahnya.',
    },
  },
  // Live video call attestation: the invitation, its update and its cancellation, each with an .ics file.
  liveCallInvitation: {
    subject: 'Panggilan video anda untuk perjanjian {{agreementNo}}: {{when}}',
    body: 'Salam {{name}},\n\nPanggilan video anda bersama pegawai pengesahan kami telah ditempah pada {{when}} (30 minit). Pegawai akan meneliti perjanjian {{agreementNo}} bersama anda.\n\nSertai panggilan pada waktu itu dengan pautan ini:\n\n{{joinUrl}}\n\nFail kalendar yang dilampirkan menambah panggilan ini ke kalendar anda. Anda boleh memindahkan atau membatalkan panggilan sehingga {{changeableUntil}}:\n\n{{link}}\n\nSinar Kredit Sdn. Bhd.',
  },
  liveCallUpdated: {
    subject: 'Panggilan video anda dipindahkan ke {{when}}',
    body: 'Salam {{name}},\n\nPanggilan video anda untuk perjanjian {{agreementNo}} telah dipindahkan ke {{when}} (30 minit).\n\nSertai panggilan pada waktu itu dengan pautan ini:\n\n{{joinUrl}}\n\nFail kalendar yang dilampirkan mengemas kini panggilan dalam kalendar anda. Anda boleh memindahkan atau membatalkan panggilan sehingga {{changeableUntil}}:\n\n{{link}}\n\nSinar Kredit Sdn. Bhd.',
  },
  liveCallCancelled: {
    subject: 'Panggilan video anda pada {{when}} telah dibatalkan',
    body: 'Salam {{name}},\n\nPanggilan video anda untuk perjanjian {{agreementNo}} pada {{when}} telah dibatalkan. Fail kalendar yang dilampirkan membuangnya daripada kalendar anda.\n\nUntuk meneruskan, sila pilih cara pengesahan anda:\n\n{{link}}\n\nSinar Kredit Sdn. Bhd.',
  },
  liveCallWithdrawn: {
    subject: 'Panggilan video anda pada {{when}} tidak lagi diperlukan',
    body: 'Salam {{name}},\n\nTerima kasih: pengesahan anda untuk perjanjian {{agreementNo}} telah direkodkan, jadi panggilan video anda pada {{when}} dibatalkan. Fail kalendar yang dilampirkan membuangnya daripada kalendar anda.\n\nUntuk meneruskan perjanjian anda:\n\n{{link}}\n\nSinar Kredit Sdn. Bhd.',
  },
  stampingRejected: {
    subject: 'Setem elektronik perjanjian {{agreementNo}} ditolak: memerlukan pegawai',
    body: 'Setem elektronik perjanjian {{agreementNo}} ({{applicantName}}) ditolak pada percubaan {{attempt}}.\n\nSebab: {{reason}}\n\nPegawai operasi atau pegawai pengeluaran boleh menghantarnya semula daripada perjanjian di pejabat belakang:\n\n{{link}}\n\nPejabat belakang Sinar Kredit',
  },
  stampingFailed: {
    subject: 'Setem elektronik perjanjian {{agreementNo}} gagal: memerlukan pegawai',
    body: 'Setem elektronik perjanjian {{agreementNo}} ({{applicantName}}) gagal pada percubaan {{attempt}}.\n\nSebab: {{reason}}\n\nPegawai operasi atau pegawai pengeluaran boleh menghantarnya semula daripada perjanjian di pejabat belakang:\n\n{{link}}\n\nPejabat belakang Sinar Kredit',
  },
  commodityTradeNeedsAttention: {
    subject: 'Dagangan komoditi perjanjian {{agreementNo}} tidak dapat dibatalkan: memerlukan pegawai',
    body: 'Perjanjian {{agreementNo}} ({{applicantName}}) telah dibatalkan, dan dagangan komoditinya tidak dapat dibatalkan: komoditi mungkin masih dipegang.\n\nSebab: {{reason}}\n\nPegawai pengeluaran boleh memohon pembatalan semula daripada perjanjian di pejabat belakang:\n\n{{link}}\n\nPejabat belakang Sinar Kredit',
  },
  directDebitUnsettled: {
    subject: 'Debit langsung perjanjian {{agreementNo}} tidak selesai selepas {{days}} hari bekerja',
    body: 'Potongan debit langsung sebanyak {{amount}} untuk perjanjian {{agreementNo}} (ansuran {{instalmentNo}}, percubaan {{attemptNo}}) dihantar kepada bank pada {{sentOn}} dan tiada keputusan {{days}} hari bekerja kemudian.\n\nSemak dengan bank sama ada wang telah diambil (rujukan {{reference}}), kemudian selesaikannya dengan nota di halaman penutupan perniagaan di pejabat belakang:\n\n{{link}}\n\nPejabat belakang Sinar Kredit',
  },
  paymentOrderStillPending: {
    subject: 'Bayaran dalam talian untuk perjanjian {{agreementNo}} masih belum selesai di get laluan',
    body: 'Bayaran dalam talian sebanyak {{amount}} untuk perjanjian {{agreementNo}}, dibuat pada {{madeOn}}, masih belum selesai di get laluan pembayaran selepas semakan terakhirnya (transaksi {{reference}}).\n\nSemak di portal pedagang get laluan sama ada bank telah membayarnya, kemudian selesaikannya dengan nota di halaman penutupan perniagaan di pejabat belakang:\n\n{{link}}\n\nPejabat belakang Sinar Kredit',
  },
  liveCallEnded: {
    subject: 'Panggilan video anda pada {{when}} dibatalkan',
    body: 'Salam {{name}},\n\nPerjanjian {{agreementNo}} telah dibatalkan, jadi panggilan video anda pada {{when}} turut dibatalkan. Fail kalendar yang dilampirkan membuangnya daripada kalendar anda.\n\nLihat status anda:\n\n{{link}}\n\nSinar Kredit Sdn. Bhd.',
  },
  reminderLetter: {
    subject: '{{subject}}: perjanjian {{agreementNo}}',
    body: 'Salam {{name}},\n\n{{subject}}.\n\nPerjanjian {{agreementNo}} telah tertunggak {{days}} hari. Jumlah tertunggak pada {{date}} ialah {{overdue}}, termasuk caj bayaran lewat. Sila bayar secepat mungkin:\n\n{{link}}\n\nSepucuk surat dengan notis ini dihantar kepada anda melalui pos; kos pos sebanyak {{postage}} dicaj ke akaun anda.\n\nSinar Kredit Sdn. Bhd.',
    sms: 'Sinar Kredit: perjanjian {{agreementNo}} telah tertunggak {{days}} hari. {{overdue}} tertunggak. Sila bayar secepat mungkin.',
  },
  // Bayaran balik pinjaman PKS daripada komisen dan e-dompet rakan niaga (docs/decisions/064).
  partnerTopUpReminder: {
    subject: 'Sila tambah nilai e-dompet anda sebelum 15hb: perjanjian {{agreementNo}}',
    body: 'Salam {{name}},\n\nAnsuran bulan ini bagi perjanjian {{agreementNo}} telah ditolak pada {{date}} daripada komisen dan e-dompet anda, dan {{unpaid}} daripadanya masih belum dibayar.\n\nSila tambah nilai e-dompet rakan niaga anda sekurang-kurangnya {{unpaid}} sebelum {{deadline}}. Pada hari itu, bakinya diambil daripada e-dompet anda; apa yang tidak dapat ditampung kekal tertunggak dan caj bayaran lewat dikenakan.\n\nSinar Kredit Sdn. Bhd.',
    sms: 'Sinar Kredit: {{unpaid}} daripada ansuran perjanjian {{agreementNo}} belum dibayar. Sila tambah nilai e-dompet rakan niaga anda sebelum {{deadline}}.',
  },
  partnerDeductionFailed: {
    subject: 'Potongan rakan niaga bagi perjanjian {{agreementNo}} gagal',
    body: 'Potongan sebanyak {{amount}} daripada {{source}} rakan niaga {{partnerId}} bagi perjanjian {{agreementNo}} ({{month}}, rujukan {{reference}}) gagal: {{reason}}.\n\nSemak rakan niaga dengan platform rakan niaga, kemudian kutip ansuran melalui saluran lain jika perlu.\n\nPejabat belakang Sinar Kredit',
  },
  // A rejection of an SME partner's or staff member's application, which sets no wait before applying again.
  applicationRejectedWithoutWait: {
    subject: 'Mengenai permohonan anda {{applicationNo}}',
    body: 'Salam {{name}},\n\nTerima kasih kerana memohon dengan Sinar Kredit. Selepas semakan yang teliti, kami tidak dapat meluluskan permohonan anda {{applicationNo}}.\n\nAnda boleh membuat permohonan baharu apabila anda bersedia:\n\n{{link}}\n\nSinar Kredit Sdn. Bhd.',
  },
};
