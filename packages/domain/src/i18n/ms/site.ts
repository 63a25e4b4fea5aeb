import type { CatalogShape } from '../catalog-shape.ts';
import type { site as en } from '../en/site.ts';

export const site: CatalogShape<typeof en> = {
  brandName: 'Sinar Kredit',
  brandName_islamic: 'Sinar Kredit-i',
  pageTitle: '{{page}} | {{brand}}',
  nav: {
    main: 'Utama',
    footer: 'Pautan kaki',
    home: 'Utama',
    simulator: 'Simulasi bayaran balik',
    simulator_islamic: 'Simulasi pembayaran',
    faq: 'Soalan lazim',
    about: 'Tentang kami',
    contact: 'Hubungi kami',
    legal: 'Terma undang-undang',
    privacy: 'Dasar privasi',
  },
  language: {
    en: 'EN',
    ms: 'BM',
  },
  landing: {
    title: 'Pinjaman peribadi untuk pelanggan redONE',
    title_islamic: 'Pembiayaan Peribadi-i untuk pelanggan redONE',
    hero: {
      eyebrow: 'Untuk pelanggan pascabayar redONE',
      title:
        'Pinjaman peribadi yang sesuai dengan rancangan anda, diluluskan dalam kira-kira satu hari bekerja',
      title_islamic: 'Pembiayaan peribadi patuh Syariah, diluluskan dalam kira-kira satu hari bekerja',
      lead: 'Pinjam RM1,000 hingga RM10,000 pada kadar tetap, mohon dalam talian dalam beberapa minit dan terima wang dalam akaun bank anda dalam tempoh 3 hingga 7 hari bekerja selepas menandatangani.',
      lead_islamic:
        'Dapatkan pembiayaan RM1,000 hingga RM10,000 di bawah kontrak tawarruq pada kadar keuntungan tetap, mohon dalam talian dalam beberapa minit dan terima wang dalam akaun bank anda dalam tempoh 3 hingga 7 hari bekerja selepas menandatangani.',
      simulate: 'Kira ansuran anda',
      simulate_islamic: 'Kira bayaran anda',
      exampleHeading: 'Sebagai contoh',
      example: '{{amount}} untuk {{count}} bulan',
      exampleNote: 'Kadar tetap {{rate}} setahun, rata. Tiada caj tersembunyi.',
    },
    eligibility: {
      heading: 'Siapa yang boleh memohon',
      citizen: 'Warganegara Malaysia berumur 18 hingga 60 tahun',
      income: 'Pendapatan kasar bulanan sekurang-kurangnya RM1,500',
      account: 'Akaun pascabayar redONE dengan sejarah bil lebih daripada 6 bulan',
    },
    features: {
      heading: 'Mengapa meminjam dengan kami',
      heading_islamic: 'Mengapa membiayai dengan kami',
      online: {
        title: 'Sepenuhnya dalam talian',
        body: 'Daftar, mohon dan muat naik dokumen anda dari telefon. Tidak perlu ke cawangan dan tiada dokumen untuk dipos.',
      },
      approval: {
        title: 'Kelulusan dalam kira-kira satu hari bekerja',
        body: 'Pasukan kredit kami menyemak permohonan yang lengkap dalam kira-kira satu hari bekerja dan memaklumkan anda melalui e-mel.',
      },
      disbursement: {
        title: 'Wang dalam 3 hingga 7 hari bekerja',
        body: 'Selepas anda menandatangani secara digital, wang dibayar ke dalam akaun bank anda sendiri dalam tempoh 3 hingga 7 hari bekerja.',
      },
      rate: {
        title: 'Tetap 18% setahun',
        title_islamic: 'Kadar keuntungan tetap 18% setahun',
        body: 'Kadar rata 1.5% sebulan yang tidak pernah berubah, jadi setiap ansuran bulanan adalah sama sehingga ansuran terakhir.',
        body_islamic:
          'Kadar rata 1.5% sebulan yang dipersetujui pada permulaan dan tidak pernah berubah, jadi setiap bayaran bulanan adalah sama sehingga bayaran terakhir.',
      },
      range: {
        title: 'RM1,000 hingga RM10,000',
        body: 'Pilih jumlah dalam gandaan RM1,000 dan tempoh 6 hingga 24 bulan yang sesuai dengan bajet anda.',
      },
      protection: {
        title: 'Perlindungan pilihan',
        title_islamic: 'Perlindungan takaful pilihan',
        body: 'Tambah insurans perlindungan pinjaman peribadi daripada syarikat insurans rakan kongsi kami jika anda mahu. Ia tidak sekali-kali menjadi syarat kelulusan.',
        body_islamic:
          'Tambah perlindungan takaful pembiayaan peribadi daripada pengendali takaful rakan kongsi kami jika anda mahu. Ia tidak sekali-kali menjadi syarat kelulusan.',
      },
    },
    products: {
      heading: 'Dua cara untuk meminjam',
      intro:
        'Kepantasan yang sama dan had yang sama: pilih pinjaman konvensional atau pembiayaan patuh Syariah.',
      conventional:
        'Pinjaman peribadi konvensional daripada pemberi pinjam wang berlesen di bawah Akta Pemberi Pinjam Wang 1951, pada kadar faedah tetap.',
      islamic:
        'Pembiayaan peribadi berasaskan tawarruq, disahkan oleh penasihat Syariah kami, pada kadar keuntungan tetap yang dipersetujui pada permulaan.',
      amountValue: '{{min}} hingga {{max}}',
      tenureValue: '{{min}} hingga {{max}} bulan',
      stampDutyValue: '{{rate}} daripada jumlah',
      learnMore: 'Ketahui lebih lanjut tentang {{product}}',
      simulate: 'Simulasi {{product}}',
    },
    steps: {
      heading: 'Cara memohon',
      lead: 'Enam langkah, semuanya dalam talian. Sediakan MyKad, slip gaji 3 bulan terkini dan penyata bank terkini anda.',
      register: {
        title: 'Daftar',
        body: 'Buka akaun anda dengan nombor telefon bimbit redONE, butiran MyKad dan alamat e-mel anda.',
      },
      eligibility: {
        title: 'Semak kelayakan anda',
        body: 'Beritahu kami jumlah, tempoh dan gaji bersih anda, dan dapatkan jawapan dengan segera.',
      },
      apply: {
        title: 'Mohon dan muat naik dokumen',
        body: 'Lengkapkan borang permohonan dan muat naik 3 slip gaji dan 1 penyata bank (PDF, PNG atau JPEG, setiap satu bawah 5MB).',
      },
      verify: {
        title: 'Sahkan identiti anda',
        body: 'Lengkapkan e-KYC dengan MyKad anda dan swafoto yang diambil dengan kamera telefon anda.',
      },
      sign: {
        title: 'Tandatangan secara digital',
        body: 'Selepas diluluskan, sahkan terma melalui video pra-rakam atau panggilan video langsung, kemudian tandatangan dengan TAC sekali guna.',
      },
      receive: {
        title: 'Terima wang anda',
        body: 'Daftar debit langsung untuk bayaran balik anda, dan wang sampai ke akaun bank anda dalam tempoh 3 hingga 7 hari bekerja.',
      },
    },
    browser: {
      heading: 'Sebelum anda bermula',
      browsers: 'Gunakan versi terkini Chrome, Safari, Edge atau Firefox.',
      camera:
        'Benarkan akses kamera apabila pelayar anda meminta: pengesahan identiti (e-KYC) menggunakan kamera anda untuk merakam MyKad dan swafoto anda.',
      phone: 'Bermula di komputer? Anda boleh meneruskan e-KYC di telefon dengan mengimbas kod QR.',
    },
  },
  simulator: {
    title: 'Simulasi Bayaran Balik',
    title_islamic: 'Simulasi Pembayaran',
    lead: 'Gerakkan gelangsar untuk melihat ansuran bulanan, caj dan jumlah yang anda terima, dikira dengan formula yang sama seperti dalam perjanjian pinjaman anda.',
    lead_islamic:
      'Gerakkan gelangsar untuk melihat jangkaan bayaran bulanan, fi dan jumlah yang anda terima, dikira dengan formula yang sama seperti dalam perjanjian pembiayaan anda.',
    controls: 'Jumlah dan tempoh',
    amountHint: '{{min}} hingga {{max}}, dalam gandaan {{step}}',
    tenureHint: '{{min}} hingga {{max}} bulan',
    summaryHeading: 'Anggaran anda',
    rate: 'Kadar tetap {{monthly}} sebulan ({{annual}} setahun), rata',
    rate_islamic: 'Kadar keuntungan tetap {{monthly}} sebulan ({{annual}} setahun), rata',
    deductionsHeading: 'Ditolak sebelum pembayaran kepada anda',
    totalDeductions: 'Jumlah potongan',
    total: 'Jumlah',
    scrollHint: 'Leret jadual ke tepi untuk melihat semua lajur.',
    protectionNote:
      'Insurans perlindungan pilihan tidak termasuk. Jika anda menambahnya, premium dan cukai perkhidmatan 8% juga akan ditolak.',
    protectionNote_islamic:
      'Perlindungan takaful pilihan tidak termasuk. Jika anda menambahnya, caruman dan cukai perkhidmatan 8% juga akan ditolak.',
    scheduleIntro:
      'Jika anda menandatangani hari ini, ansuran pertama anda perlu dibayar pada {{date}}, 30 hari selepas menandatangani.',
    scheduleIntro_islamic:
      'Jika anda menandatangani hari ini, bayaran pertama anda perlu dibayar pada {{date}}, 30 hari selepas menandatangani.',
    disclaimer:
      'Ini hanyalah gambaran, bukan tawaran. Jumlah yang diluluskan, caj dan tarikh bayaran anda disahkan dalam perjanjian pinjaman anda.',
    disclaimer_islamic:
      'Ini hanyalah gambaran, bukan tawaran. Jumlah yang diluluskan, fi dan tarikh bayaran anda disahkan dalam perjanjian pembiayaan anda.',
  },
  contact: {
    title: 'Hubungi Kami',
    lead: 'Ada soalan tentang pinjaman, permohonan atau bayaran balik? Tulis kepada kami dan kami akan membalas melalui e-mel dalam tempoh satu hari bekerja.',
    lead_islamic:
      'Ada soalan tentang pembiayaan, permohonan atau pembayaran? Tulis kepada kami dan kami akan membalas melalui e-mel dalam tempoh satu hari bekerja.',
    formHeading: 'Hantar mesej kepada kami',
    emailHint: 'Kami akan membalas ke alamat ini.',
    commentsHint: 'Jangan sertakan nombor MyKad penuh, kata laluan atau butiran akaun bank anda.',
    characterCount: '{{used}} daripada {{max}} aksara',
    otherWays: 'Cara lain untuk menghubungi kami',
    whatsApp: 'Berbual dengan kami di WhatsApp',
    whatsAppMessage: 'Helo Sinar Kredit, saya ada soalan.',
    opensInNewTab: '(dibuka dalam tab baharu)',
    email: 'E-mel',
    phone: 'Telefon',
    hours: 'Waktu perniagaan',
    hoursValue: 'Isnin hingga Jumaat, 9:00 pagi hingga 5:00 petang, kecuali cuti umum',
  },
  about: { title: 'Tentang Kami' },
  legal: { title: 'Terma Undang-undang' },
  privacy: { title: 'Dasar Privasi' },
  faq: {
    title: 'Soalan Lazim',
    lead: 'Jawapan kepada soalan yang paling kerap kami terima. Pilih produk yang anda minati.',
    tabs: 'Produk',
  },
  content: {
    lastUpdated: 'Kemas kini terakhir: {{date}}',
    onThisPage: 'Di halaman ini',
  },
  comingSoon: {
    title: 'Akan datang',
    body: 'Halaman ini belum tersedia: ia akan datang tidak lama lagi.',
  },
  error: {
    title: 'Berlaku masalah',
    body: 'Kami tidak dapat memaparkan halaman ini. Sila muat semula; jika masalah berterusan, hubungi kami.',
    reload: 'Muat semula halaman',
  },
  devInbox: {
    title: 'Peti masuk pembangun',
    lead: 'E-mel dan SMS yang dihantar oleh penyedia kotak pasir dalam persekitaran ini, yang terbaharu dahulu.',
    refresh: 'Muat semula',
    refreshing: 'Memuat semula...',
    empty: 'Belum ada mesej.',
    notAvailable: 'Peti masuk pembangun tidak tersedia dalam persekitaran ini.',
    count: '{{count}} mesej',
    count_one: '{{count}} mesej',
    replyTo: 'Balas kepada',
    from: 'Daripada',
    to: 'Kepada',
    noSubject: '(tiada subjek)',
    createdAt: 'Dihantar',
    deliveredAt: 'Diterima',
    notDelivered: 'Belum diterima',
    attachments: 'Lampiran',
    channel: {
      email: 'E-mel',
      sms: 'SMS',
    },
    status: {
      accepted: 'Diterima untuk penghantaran',
      delivered: 'Diterima',
      bounced: 'Dilantun',
      undelivered: 'Tidak sampai',
    },
  },
  footer: {
    tagline: 'Pinjaman peribadi dan pembiayaan peribadi Islam untuk pelanggan redONE.',
    products: 'Produk',
    company: 'Syarikat',
    help: 'Bantuan',
    disclaimer:
      'Pinjam hanya apa yang mampu anda bayar balik. Caj bayaran lewat dikenakan ke atas jumlah tertunggak: 8% setahun untuk pinjaman dan 1% setahun untuk pembiayaan-i.',
    copyright: '© {{year}} {{lender}} · Hak cipta terpelihara.',
  },
};
