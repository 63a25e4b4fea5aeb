import type { CatalogShape } from '../catalog-shape.ts';
import type { faq as en } from '../en/content-faq.ts';

export const faq: CatalogShape<typeof en> = {
  conventional: {
    eligibility: {
      question: 'Siapa yang boleh memohon Pinjaman Peribadi?',
      answer:
        'Anda boleh memohon jika anda:\n- warganegara Malaysia berumur 18 hingga 60 tahun;\n- berpendapatan kasar sekurang-kurangnya RM1,500 sebulan;\n- memegang akaun pascabayar redONE dengan sejarah bil lebih daripada 6 bulan.',
    },
    amount: {
      question: 'Berapa banyak yang boleh saya pinjam, dan untuk berapa lama?',
      answer:
        'Dari RM1,000 hingga RM10,000, dalam gandaan RM1,000, untuk tempoh 6 hingga 24 bulan. Jumlah maksimum yang boleh kami tawarkan bergantung pada penilaian kami terhadap pendapatan dan komitmen anda, dan dibundarkan ke bawah kepada gandaan RM1,000.',
    },
    rate: {
      question: 'Berapakah kadar faedah dan bagaimana ansuran saya dikira?',
      answer:
        'Kadarnya tetap pada 18% setahun, dikenakan secara rata pada 1.5% sebulan ke atas jumlah yang dipinjam. Jumlah faedah = jumlah pinjaman × 1.5% × bilangan bulan, dan ansuran bulanan = (jumlah pinjaman + jumlah faedah) ÷ bilangan bulan, dibundarkan kepada sen; ansuran terakhir menyerap pembundaran.\n\nSebagai contoh, RM1,000 untuk 6 bulan dikenakan faedah RM90.00: 5 ansuran sebanyak RM181.67 dan ansuran terakhir RM181.65, berjumlah RM1,090.00.',
    },
    fees: {
      question: 'Apakah fi yang ditolak daripada pinjaman saya?',
      answer:
        'Duti setem sebanyak 0.5% daripada jumlah yang diluluskan dan fi pemprosesan RM50 (termasuk SST) ditolak sebelum wang dibayar kepada anda. Jika anda memilih insurans perlindungan pilihan, premium dan cukai perkhidmatan 8% juga ditolak. Bagi RM1,000 tanpa insurans, anda menerima RM945.00. Simulasi menunjukkan angka ini bagi sebarang jumlah.',
    },
    documents: {
      question: 'Apakah dokumen yang saya perlukan?',
      answer:
        'MyKad anda, slip gaji 3 bulan terkini (tepat 3 dokumen) dan penyata bank terkini (1 dokumen). Penyata KWSP, Borang EA atau Borang B/BE boleh menggantikan slip gaji. Fail mestilah dalam format PDF, PNG atau JPEG, setiap satu bawah 5MB, maksimum 3 bagi setiap kategori, dan fail yang sama tidak boleh dimuat naik dua kali.',
    },
    ekyc: {
      question: 'Apakah e-KYC dan bagaimana saya melengkapkannya?',
      answer:
        'e-KYC ialah semakan elektronik bahawa anda ialah orang yang tertera pada MyKad. Anda mengambil gambar MyKad dan swafoto dengan kamera telefon anda, jadi sila benarkan akses kamera apabila pelayar anda meminta. Jika anda memohon di komputer, imbas kod QR untuk meneruskan di telefon anda, kemudian tekan ‘Saya telah melengkapkan e-KYC di telefon’.',
    },
    approval: {
      question: 'Berapa lama masa yang diambil untuk kelulusan?',
      answer:
        'Kira-kira satu hari bekerja selepas kami menerima permohonan anda yang lengkap, termasuk dokumen dan e-KYC. Kami memaklumkan anda melalui e-mel, dan anda boleh mengikuti status permohonan di laman utama anda.',
    },
    attestation: {
      question: 'Apakah pengakuan (attestation)?',
      answer:
        'Sebelum anda menandatangani, kami mesti memastikan anda memahami terma. Anda boleh menonton video pra-rakam yang ringkas dan menanda untuk mengesahkan bahawa anda memahaminya, atau menempah panggilan video langsung dengan kakitangan kami pada hari bekerja (Isnin hingga Jumaat). Pautan jemputan ke panggilan tersebut dihantar melalui e-mel.',
    },
    signing: {
      question: 'Bagaimana saya menandatangani perjanjian?',
      answer:
        'Dalam talian. Anda membaca perjanjian, melukis tandatangan anda pada skrin dan mengesahkannya dengan TAC sekali guna yang dihantar ke nombor telefon bimbit anda. Tandatangan anda dilindungi oleh sijil digital, dan perjanjian disetem secara elektronik dengan LHDN.',
    },
    disbursement: {
      question: 'Bilakah saya akan menerima wang?',
      answer:
        'Dalam tempoh 3 hingga 7 hari bekerja selepas anda menandatangani perjanjian dan mendaftar debit langsung. Wang dibayar ke dalam akaun bank atas nama anda sendiri yang anda berikan dalam permohonan.',
    },
    repayment: {
      question: 'Bagaimana saya membuat bayaran balik?',
      answer:
        'Melalui debit langsung daripada akaun bank anda setiap bulan. Pendaftarannya dikenakan RM1 untuk mengesahkan akaun, yang dikembalikan ke akaun pinjaman anda; setiap perubahan selepas itu juga dikenakan RM1, dan potongan yang gagal dicuba semula sehingga 2 kali. Anda juga boleh membayar pada bila-bila masa melalui JomPAY di 42 bank atau perbankan dalam talian, dari ‘Bayar ansuran sekarang’.',
    },
    late: {
      question: 'Apa yang berlaku jika saya lewat membayar?',
      answer:
        'Kami mengenakan 8% setahun ke atas jumlah tertunggak, dikira setiap hari: jumlah tertunggak × 8% ÷ 365 × bilangan hari lewat. Sebagai contoh, ansuran RM181.67 yang dibayar lewat 10 hari dikenakan RM0.40 lagi. Surat peringatan yang dihantar melalui pos dikenakan RM10 bagi setiap penghantaran. Jika anda menjangka kesukaran, sila hubungi kami sebelum tarikh perlu dibayar.',
    },
    excess: {
      question: 'Bagaimana jika saya membayar lebih daripada yang terhutang?',
      answer:
        'Apabila pinjaman anda diselesaikan, lebihan sebanyak RM10 atau kurang disimpan sebagai fi pentadbiran. Lebihan yang lebih besar dikembalikan kepada anda atas permintaan: hubungi sahaja kami.',
    },
    protection: {
      question: 'Adakah insurans perlindungan wajib?',
      answer:
        'Tidak. Perlindungan pinjaman peribadi adalah pilihan dan tidak sekali-kali menjadi syarat kelulusan. Ia ditaja jamin oleh syarikat insurans pihak ketiga yang berlesen, dan kami bertindak sebagai ejen berdaftarnya.',
    },
    rejected: {
      question: 'Permohonan saya tidak diluluskan. Bolehkah saya memohon semula?',
      answer:
        'Boleh, selepas 3 bulan. Sehingga itu, laman utama anda menunjukkan tarikh anda boleh memohon semula. Keputusan kelayakan menyenaraikan sebab yang boleh kami kongsi, seperti bil yang tertunggak atau akaun yang berusia kurang daripada 6 bulan.',
    },
    earlySettlement: {
      question: 'Bolehkah saya menyelesaikan pinjaman saya lebih awal?',
      answer:
        'Boleh, pada bila-bila masa. Hubungi kami untuk mendapatkan jumlah penyelesaian; faedah bagi ansuran yang belum perlu dibayar akan dikurangkan (rebat) seperti yang ditetapkan dalam perjanjian anda.',
    },
  },
  islamic: {
    what: {
      question: 'Apakah Pembiayaan Peribadi-i?',
      answer:
        'Ia ialah pembiayaan peribadi patuh Syariah sebanyak RM1,000 hingga RM10,000 untuk tempoh 6 hingga 24 bulan, berasaskan tawarruq (murabahah komoditi). Produk dan dokumennya telah disemak oleh penasihat Syariah bebas kami.',
    },
    tawarruq: {
      question: 'Bagaimana tawarruq berfungsi?',
      answer:
        '- Anda melantik kami sebagai ejen anda (wakalah) untuk membeli komoditi patuh Syariah bagi pihak anda.\n- Kami menjual komoditi itu kepada anda pada harga jualan tetap (kos dan keuntungan), dibayar secara ansuran bulanan.\n- Sebagai ejen anda, kami menjual komoditi itu kepada pihak ketiga secara tunai, dan tunai itulah jumlah pembiayaan yang dibayar ke dalam akaun bank anda.\n\nBagi pembelian dan penjualan tersebut, kami mengenakan fi Wakalah sebanyak RM20.',
    },
    eligibility: {
      question: 'Siapa yang boleh memohon?',
      answer:
        'Anda boleh memohon jika anda:\n- warganegara Malaysia berumur 18 hingga 60 tahun;\n- berpendapatan kasar sekurang-kurangnya RM1,500 sebulan;\n- memegang akaun pascabayar redONE dengan sejarah bil lebih daripada 6 bulan.',
    },
    rate: {
      question: 'Berapakah kadar keuntungan dan bagaimana bayaran saya dikira?',
      answer:
        'Kadar keuntungan adalah tetap pada 18% setahun, rata pada 1.5% sebulan ke atas jumlah pembiayaan, dan harga jualan tidak pernah berubah selepas kontrak. Jumlah keuntungan = jumlah pembiayaan × 1.5% × bilangan bulan, dan bayaran bulanan = (jumlah pembiayaan + jumlah keuntungan) ÷ bilangan bulan, dibundarkan kepada sen; bayaran terakhir menyerap pembundaran.\n\nSebagai contoh, RM1,000 untuk 6 bulan membawa keuntungan RM90.00: 5 bayaran sebanyak RM181.67 dan bayaran terakhir RM181.65, berjumlah RM1,090.00.',
    },
    fees: {
      question: 'Apakah fi yang ditolak daripada pembiayaan saya?',
      answer:
        'Duti setem sebanyak 0.5% daripada jumlah yang diluluskan, fi pemprosesan RM30 (termasuk SST) dan fi Wakalah RM20 ditolak sebelum wang dibayar kepada anda. Jika anda memilih perlindungan takaful pilihan, caruman dan cukai perkhidmatan 8% juga ditolak. Bagi RM1,000 tanpa takaful, anda menerima RM945.00.',
    },
    documents: {
      question: 'Apakah dokumen yang saya perlukan?',
      answer:
        'MyKad anda, slip gaji 3 bulan terkini (tepat 3 dokumen) dan penyata bank terkini (1 dokumen). Fail mestilah dalam format PDF, PNG atau JPEG, setiap satu bawah 5MB, maksimum 3 bagi setiap kategori, dan fail yang sama tidak boleh dimuat naik dua kali.',
    },
    ekyc: {
      question: 'Bagaimana saya mengesahkan identiti saya (e-KYC)?',
      answer:
        'Dengan kamera telefon anda: anda mengambil gambar MyKad dan swafoto, dan penyedia e-KYC kami menyemak bahawa kedua-duanya sepadan. Benarkan akses kamera apabila pelayar anda meminta. Di komputer, imbas kod QR untuk meneruskan di telefon anda.',
    },
    approval: {
      question: 'Berapa lama kelulusan diambil, dan apa seterusnya?',
      answer:
        'Kira-kira satu hari bekerja selepas permohonan anda lengkap. Selepas diluluskan, anda mengesahkan bahawa anda memahami terma, melalui video pra-rakam atau panggilan video langsung pada hari bekerja, dan kemudian menandatangani perjanjian dalam talian dengan TAC sekali guna yang dihantar ke telefon anda.',
    },
    disbursement: {
      question: 'Bilakah saya akan menerima wang?',
      answer:
        'Dalam tempoh 3 hingga 7 hari bekerja selepas anda menandatangani perjanjian dan mendaftar debit langsung, ke dalam akaun bank atas nama anda sendiri yang anda berikan dalam permohonan.',
    },
    payment: {
      question: 'Bagaimana saya membuat bayaran bulanan?',
      answer:
        'Melalui debit langsung daripada akaun bank anda setiap bulan. Pendaftarannya dikenakan RM1, yang dikembalikan ke akaun pembiayaan anda; setiap perubahan selepas itu juga dikenakan RM1, dan potongan yang gagal dicuba semula sehingga 2 kali. Anda juga boleh membayar melalui JomPAY di 42 bank atau perbankan dalam talian.',
    },
    late: {
      question: 'Adakah caj dikenakan bagi bayaran lewat?',
      answer:
        'Ya, pampasan (ta’widh) sebanyak 1% setahun ke atas jumlah tertunggak, dikira setiap hari: jumlah tertunggak × 1% ÷ 365 × bilangan hari lewat. Ia menampung kos sebenar kami, tidak sekali-kali dikompaunkan dan bukan keuntungan. Sebagai contoh, bayaran RM181.67 yang dibuat lewat 30 hari dikenakan RM0.15 lagi. Surat peringatan yang dihantar melalui pos dikenakan RM10 bagi setiap penghantaran.',
    },
    excess: {
      question: 'Bagaimana jika saya membayar lebih daripada yang terhutang?',
      answer:
        'Apabila pembiayaan anda diselesaikan, lebihan kurang daripada RM10 disalurkan kepada badan amal bagi pihak anda. Lebihan yang lebih besar dikembalikan kepada anda atas permintaan.',
    },
    takaful: {
      question: 'Adakah perlindungan takaful wajib?',
      answer:
        'Tidak. Takaful pembiayaan peribadi adalah pilihan dan tidak sekali-kali menjadi syarat kelulusan. Ia disediakan oleh pengendali takaful pihak ketiga yang berlesen, dan kami bertindak sebagai ejen berdaftarnya.',
    },
    earlySettlement: {
      question: 'Bolehkah saya menyelesaikan lebih awal? Adakah saya mendapat rebat?',
      answer:
        'Boleh. Anda boleh menyelesaikan sepenuhnya pada bila-bila masa, dan kami memberikan rebat (ibra’) ke atas keuntungan bagi bayaran yang belum perlu dibayar, seperti yang ditetapkan dalam perjanjian anda.',
    },
    rejected: {
      question: 'Permohonan saya tidak diluluskan. Bolehkah saya memohon semula?',
      answer: 'Boleh, selepas 3 bulan. Laman utama anda menunjukkan tarikh anda boleh memohon semula.',
    },
  },
};
