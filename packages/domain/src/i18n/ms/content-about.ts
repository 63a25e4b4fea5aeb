import type { CatalogShape } from '../catalog-shape.ts';
import type { about as en } from '../en/content-about.ts';

export const about: CatalogShape<typeof en> = {
  intro:
    'Sinar Kredit menjadikan pinjaman peribadi kecil mudah, adil dan pantas untuk pelanggan redONE, salah satu pengendali rangkaian mudah alih di Malaysia. Semuanya dilakukan dalam talian: daripada semakan kelayakan pertama sehingga wang sampai ke akaun bank anda.',
  intro_islamic:
    'Sinar Kredit-i ialah pembiayaan peribadi patuh Syariah daripada Sinar Kredit, untuk pelanggan redONE, salah satu pengendali rangkaian mudah alih di Malaysia. Semuanya dilakukan dalam talian: daripada semakan kelayakan pertama sehingga wang sampai ke akaun bank anda.',
  sections: {
    whoWeAre: {
      heading: 'Siapa kami',
      body: 'Sinar Kredit Sdn. Bhd. ialah syarikat Malaysia yang memegang lesen pemberi pinjam wang yang dikeluarkan oleh Kementerian Pembangunan Kerajaan Tempatan (KPKT) di bawah Akta Pemberi Pinjam Wang 1951. Kami menawarkan dua produk: Pinjaman Peribadi konvensional dan Pembiayaan Peribadi-i Islam.\n\nKami bermula dengan idea yang mudah: mereka yang telah membayar bil telefon bimbit dengan setia selama berbulan-bulan telah pun membuktikan bahawa mereka menunaikan komitmen. Dengan persetujuan mereka, rekod ini membolehkan kami memberi jawapan yang adil dengan cepat, tanpa borang panjang dan lawatan ke cawangan yang biasanya diperlukan untuk pinjaman kecil.',
    },
    howWeLend: {
      heading: 'Cara kami memberi pinjaman',
      body: 'Kami memberi pinjaman dari RM1,000 hingga RM10,000 untuk tempoh 6 hingga 24 bulan pada kadar tetap 18% setahun, dikira secara rata pada 1.5% sebulan. Anda melihat setiap angka sebelum memohon: ansuran bulanan, jumlah bayaran balik, duti setem dan fi pemprosesan, serta jumlah yang dibayar ke dalam akaun anda.\n- Tiada caj tersembunyi: setiap fi disenaraikan dalam simulasi dan dalam perjanjian anda.\n- Tiada tekanan: insurans perlindungan atau takaful pilihan tidak sekali-kali menjadi syarat kelulusan.\n- Tiada kejutan: kadar adalah tetap sepanjang tempoh.',
    },
    islamic: {
      heading: 'Pembiayaan Peribadi-i dan tadbir urus Syariah',
      body: 'Pembiayaan Peribadi-i berasaskan tawarruq (murabahah komoditi). Anda melantik kami sebagai ejen anda (wakalah) untuk membeli komoditi patuh Syariah, kami menjualnya kepada anda pada harga yang dipersetujui dan dibayar secara ansuran, dan, sebagai ejen anda, kami menjualnya bagi pihak anda untuk mendapatkan tunai yang dibayar ke dalam akaun bank anda.\n\nStruktur produk, kontrak dan dokumennya telah disemak oleh penasihat Syariah bebas kami. Pampasan bayaran lewat (ta’widh) dihadkan kepada 1% setahun daripada jumlah tertunggak, dan lebihan bayaran yang kecil disalurkan kepada badan amal dan bukan disimpan sebagai pendapatan.',
    },
    partnership: {
      heading: 'Dibina bersama redONE',
      body: 'Kami bekerjasama dengan redONE supaya pelanggan pascabayarnya boleh memohon dengan nombor telefon bimbit yang sudah mereka gunakan. Dengan persetujuan anda, kami membaca status akaun dan sejarah bil anda untuk menyemak kelayakan anda; kami tidak sekali-kali melihat panggilan atau mesej anda, dan redONE tidak melihat butiran pinjaman anda melebihi apa yang perlu untuk menjalankan kerjasama ini.',
    },
    responsible: {
      heading: 'Pemberian pinjaman secara bertanggungjawab',
      body: 'Pinjaman sepatutnya memudahkan hidup, bukan menyusahkan. Sebelum meluluskan permohonan, kami menyemak bahawa ansuran sesuai dengan pendapatan dan komitmen sedia ada anda, dan kami menerangkan terma kepada anda melalui video atau panggilan langsung sebelum anda menandatangani.\n- Kami tidak sekali-kali meminta kata laluan perbankan dalam talian anda atau sebarang bayaran sebelum pengeluaran wang.\n- Kami tidak sekali-kali menghubungi majikan, keluarga atau rakan anda tentang pinjaman anda.\n- Jika anda menghadapi kesukaran membayar balik, berbincanglah dengan kami lebih awal: kami akan meneliti pilihan yang ada bersama anda.',
    },
    security: {
      heading: 'Data dan wang anda selamat',
      body: 'Dokumen anda disulitkan dan disimpan dengan selamat, pengesahan identiti dilakukan oleh penyedia e-KYC berlesen, dan perjanjian anda ditandatangani dengan sijil digital dan disetem secara elektronik dengan Lembaga Hasil Dalam Negeri (LHDN). Kami mengendalikan data peribadi di bawah Akta Perlindungan Data Peribadi 2010, seperti yang diterangkan dalam dasar privasi kami.',
    },
    company: {
      heading: 'Maklumat syarikat',
      body: 'Sinar Kredit Sdn. Bhd., pemberi pinjam wang berlesen di bawah Akta Pemberi Pinjam Wang 1951.\n\nWaktu pejabat: Isnin hingga Jumaat, 9:00 pagi hingga 5:00 petang, kecuali cuti umum. Untuk soalan, aduan atau permintaan berkaitan data peribadi anda, sila gunakan halaman hubungi kami.',
    },
  },
};
