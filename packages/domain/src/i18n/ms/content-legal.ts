import type { CatalogShape } from '../catalog-shape.ts';
import type { legal as en } from '../en/content-legal.ts';

export const legal: CatalogShape<typeof en> = {
  updated: '23 November 2026',
  intro:
    'Terma ini terpakai apabila anda menggunakan laman web Sinar Kredit dan memohon Pinjaman Peribadi. Perjanjian pinjaman anda menetapkan terma pinjaman itu sendiri; jika ia berbeza daripada terma ini, perjanjian tersebut diguna pakai. Sila baca kedua-duanya dengan teliti.',
  intro_islamic:
    'Terma ini terpakai apabila anda menggunakan laman web Sinar Kredit-i dan memohon Pembiayaan Peribadi-i. Perjanjian pembiayaan anda menetapkan terma pembiayaan itu sendiri; jika ia berbeza daripada terma ini, perjanjian tersebut diguna pakai. Sila baca kedua-duanya dengan teliti.',
  sections: {
    lender: {
      heading: 'Siapa kami',
      body: 'Pemberi pinjaman ialah Sinar Kredit Sdn. Bhd., sebuah syarikat yang diperbadankan di Malaysia dan dilesenkan sebagai pemberi pinjam wang oleh Kementerian Pembangunan Kerajaan Tempatan (KPKT) di bawah Akta Pemberi Pinjam Wang 1951. Pinjaman kami dibuat di bawah Akta tersebut dan Peraturan-Peraturan Pemberi Pinjam Wang (Kawalan dan Pelesenan) 2003, menggunakan bentuk perjanjian yang ditetapkan oleh Peraturan-Peraturan itu bagi pinjaman tanpa cagaran.',
      body_islamic:
        'Pembiaya ialah Sinar Kredit Sdn. Bhd., sebuah syarikat yang diperbadankan di Malaysia dan dilesenkan sebagai pemberi pinjam wang oleh Kementerian Pembangunan Kerajaan Tempatan (KPKT) di bawah Akta Pemberi Pinjam Wang 1951. Pembiayaan Peribadi-i ditawarkan di bawah lesen tersebut dan distrukturkan untuk mematuhi Syariah, sebagaimana yang disemak oleh penasihat Syariah bebas kami.',
    },
    eligibility: {
      heading: 'Siapa yang boleh memohon',
      body: 'Anda boleh memohon jika anda warganegara Malaysia berumur 18 hingga 60 tahun, berpendapatan kasar sekurang-kurangnya RM1,500 sebulan dan memegang akaun pascabayar redONE dengan sejarah bil lebih daripada 6 bulan. Memenuhi syarat ini tidak menjamin kelulusan: setiap permohonan dinilai berdasarkan meritnya sendiri.',
    },
    application: {
      heading: 'Permohonan anda dan keputusan kami',
      body: 'Anda mesti memberikan maklumat dan dokumen yang benar, lengkap dan terkini. Kami boleh mengesahkannya dengan redONE, agensi pelaporan kredit dan pengeluar dokumen anda, dengan persetujuan anda.\n\nKami berusaha membuat keputusan dalam kira-kira satu hari bekerja selepas menerima permohonan yang lengkap. Kami boleh meluluskan jumlah yang lebih rendah daripada yang anda pohon, atau menolak permohonan tanpa memberikan setiap sebab. Jika permohonan anda ditolak, anda boleh memohon semula selepas 3 bulan.',
    },
    contract: {
      heading: 'Pinjaman anda',
      heading_islamic: 'Pembiayaan anda dan kontrak Syariah',
      body: 'Pinjaman adalah dari RM1,000 hingga RM10,000, dalam gandaan RM1,000, untuk tempoh 6 hingga 24 bulan. Faedah dikenakan pada kadar rata tetap 18% setahun (1.5% sebulan) ke atas jumlah yang dipinjam, sepanjang tempoh:\n- jumlah faedah = jumlah pinjaman × 1.5% × bilangan bulan;\n- ansuran bulanan = (jumlah pinjaman + jumlah faedah) ÷ bilangan bulan, dibundarkan kepada sen terdekat;\n- ansuran terakhir menyerap pembundaran, supaya jumlah semua ansuran sama tepat dengan jumlah bayaran balik.\n\nAnsuran pertama anda perlu dibayar 30 hari selepas anda menandatangani perjanjian, dan yang lain pada hari yang sama setiap bulan berikutnya.',
      body_islamic:
        'Pembiayaan Peribadi-i menggunakan kontrak Syariah tawarruq (murabahah komoditi) bersama wakalah (agensi):\n- anda melantik kami sebagai ejen anda untuk membeli komoditi patuh Syariah bagi pihak anda, dengan fi Wakalah sebanyak RM20;\n- kami menjual komoditi itu kepada anda pada harga jualan yang terdiri daripada kosnya dan keuntungan kami, dibayar secara ansuran bulanan;\n- sebagai ejen anda, kami menjual komoditi itu kepada pihak ketiga secara tunai, iaitu jumlah pembiayaan yang dibayar kepada anda.\n\nPembiayaan adalah dari RM1,000 hingga RM10,000, dalam gandaan RM1,000, untuk tempoh 6 hingga 24 bulan. Kadar keuntungan adalah tetap pada 18% setahun, rata (1.5% sebulan), dan harga jualan tidak boleh berubah selepas kontrak dimeterai. Bayaran pertama anda perlu dibuat 30 hari selepas anda menandatangani perjanjian, dan yang lain pada hari yang sama setiap bulan berikutnya.',
    },
    charges: {
      heading: 'Fi dan caj',
      body: 'Yang berikut ditolak daripada jumlah yang diluluskan sebelum ia dibayar kepada anda, dan ditunjukkan dalam simulasi dan dalam ringkasan pinjaman diluluskan anda:\n- duti setem sebanyak 0.5% daripada jumlah yang diluluskan, dibayar kepada Lembaga Hasil Dalam Negeri (LHDN);\n- fi pemprosesan sebanyak RM50, termasuk SST;\n- premium insurans perlindungan pilihan bersama cukai perkhidmatan 8%, hanya jika anda memilihnya.\n\nPendaftaran debit langsung dikenakan RM1, yang dikembalikan ke akaun pinjaman anda; setiap perubahan debit langsung selepas itu juga dikenakan RM1. Surat peringatan yang dihantar melalui pos dikenakan RM10 bagi setiap penghantaran.',
      body_islamic:
        'Yang berikut ditolak daripada jumlah yang diluluskan sebelum ia dibayar kepada anda, dan ditunjukkan dalam simulasi dan dalam ringkasan pembiayaan diluluskan anda:\n- duti setem sebanyak 0.5% daripada jumlah yang diluluskan, dibayar kepada Lembaga Hasil Dalam Negeri (LHDN);\n- fi pemprosesan sebanyak RM30, termasuk SST;\n- fi Wakalah sebanyak RM20 bagi pembelian dan penjualan komoditi;\n- caruman perlindungan takaful pilihan bersama cukai perkhidmatan 8%, hanya jika anda memilihnya.\n\nPendaftaran debit langsung dikenakan RM1, yang dikembalikan ke akaun pembiayaan anda; setiap perubahan debit langsung selepas itu juga dikenakan RM1. Surat peringatan yang dihantar melalui pos dikenakan RM10 bagi setiap penghantaran.',
    },
    repayment: {
      heading: 'Membayar ansuran anda',
      heading_islamic: 'Membuat bayaran anda',
      body: 'Ansuran dikutip melalui debit langsung daripada akaun bank anda pada setiap tarikh perlu dibayar. Jika potongan gagal, kami mencuba semula sehingga 2 kali lagi. Anda juga boleh membayar pada bila-bila masa melalui JomPAY di 42 bank yang mengambil bahagian atau melalui perbankan dalam talian dari halaman akaun anda.\n\nJika anda membayar lebih daripada yang terhutang apabila pinjaman anda diselesaikan, lebihan sebanyak RM10 atau kurang disimpan sebagai fi pentadbiran; lebihan yang lebih besar dikembalikan kepada anda atas permintaan.',
      body_islamic:
        'Bayaran dikutip melalui debit langsung daripada akaun bank anda pada setiap tarikh perlu dibayar. Jika potongan gagal, kami mencuba semula sehingga 2 kali lagi. Anda juga boleh membayar pada bila-bila masa melalui JomPAY di 42 bank yang mengambil bahagian atau melalui perbankan dalam talian dari halaman akaun anda.\n\nJika anda membayar lebih daripada yang terhutang apabila pembiayaan anda diselesaikan, lebihan kurang daripada RM10 disalurkan kepada badan amal bagi pihak anda; lebihan yang lebih besar dikembalikan kepada anda atas permintaan.',
    },
    late: {
      heading: 'Bayaran lewat',
      body: 'Jika ansuran tertunggak, kami mengenakan faedah bayaran lewat sebanyak 8% setahun ke atas jumlah tertunggak, dikira setiap hari: jumlah tertunggak × 8% ÷ 365 × bilangan hari tertunggak. Ia faedah mudah dan tidak sekali-kali dikompaunkan. Sebagai contoh, ansuran RM181.67 yang dibayar lewat 10 hari dikenakan RM0.40 lagi.\n\nJika bayaran terus tertunggak, kami akan menghantar peringatan dan boleh mengambil tindakan pemulihan yang dibenarkan oleh undang-undang. Kami tidak sekali-kali menggunakan ugutan, gangguan atau memalukan anda di khalayak ramai untuk mengutip hutang.',
      body_islamic:
        'Jika bayaran tertunggak, kami mengenakan pampasan (ta’widh) sebanyak 1% setahun ke atas jumlah tertunggak, dikira setiap hari: jumlah tertunggak × 1% ÷ 365 × bilangan hari tertunggak. Ia mencerminkan kos sebenar kami, tidak sekali-kali dikompaunkan dan bukan sumber keuntungan. Sebagai contoh, bayaran RM181.67 yang dibuat lewat 30 hari dikenakan RM0.15 lagi.\n\nJika bayaran terus tertunggak, kami akan menghantar peringatan dan boleh mengambil tindakan pemulihan yang dibenarkan oleh undang-undang. Kami tidak sekali-kali menggunakan ugutan, gangguan atau memalukan anda di khalayak ramai untuk mengutip hutang.',
    },
    earlySettlement: {
      heading: 'Penyelesaian awal',
      body: 'Anda boleh menyelesaikan pinjaman anda sepenuhnya pada bila-bila masa. Kami akan memberikan jumlah penyelesaian atas permintaan; faedah bagi ansuran yang belum perlu dibayar akan dikurangkan (rebat) seperti yang ditetapkan dalam perjanjian anda.',
      body_islamic:
        'Anda boleh menyelesaikan pembiayaan anda sepenuhnya pada bila-bila masa. Kami akan memberikan jumlah penyelesaian atas permintaan dan memberikan rebat (ibra’) ke atas keuntungan bagi bayaran yang belum perlu dibayar, seperti yang ditetapkan dalam perjanjian anda.',
    },
    coolingOff: {
      heading: 'Tempoh bertenang',
      body: 'Anda boleh membatalkan permohonan anda tanpa sebarang caj pada bila-bila masa sebelum wang dibayar kepada anda. Anda juga boleh membatalkan dalam tempoh 5 hari bekerja selepas wang dibayar dengan membayar balik keseluruhan jumlah yang dikeluarkan: kami kemudiannya mengecualikan semua faedah dan mengembalikan fi pemprosesan. Duti setem yang telah dibayar kepada LHDN tidak boleh dikembalikan.',
      body_islamic:
        'Anda boleh membatalkan permohonan anda tanpa sebarang caj pada bila-bila masa sebelum wang dibayar kepada anda. Anda juga boleh membatalkan dalam tempoh 5 hari bekerja selepas wang dibayar dengan membayar balik keseluruhan jumlah yang dikeluarkan: kami kemudiannya memberikan rebat (ibra’) penuh ke atas keuntungan dan mengembalikan fi pemprosesan dan fi Wakalah. Duti setem yang telah dibayar kepada LHDN tidak boleh dikembalikan.',
    },
    protection: {
      heading: 'Insurans perlindungan pilihan',
      heading_islamic: 'Perlindungan takaful pilihan',
      body: 'Insurans perlindungan ditaja jamin oleh syarikat insurans pihak ketiga yang berlesen, bukan oleh kami. Kami bertindak sebagai ejen berdaftar syarikat insurans tersebut dan menerima komisen sebanyak 25% daripada premium kasar. Premium dan cukai perkhidmatan 8% ditolak daripada jumlah pinjaman anda hanya jika anda memilih perlindungan ini. Ia tidak sekali-kali menjadi syarat kelulusan.',
      body_islamic:
        'Perlindungan takaful disediakan oleh pengendali takaful pihak ketiga yang berlesen, bukan oleh kami. Kami bertindak sebagai ejen berdaftar pengendali tersebut dan menerima komisen sebanyak 25% daripada caruman kasar. Caruman dan cukai perkhidmatan 8% ditolak daripada jumlah pembiayaan anda hanya jika anda memilih perlindungan ini. Ia tidak sekali-kali menjadi syarat kelulusan.',
    },
    electronic: {
      heading: 'Tandatangan dan komunikasi elektronik',
      body: 'Anda menandatangani perjanjian anda secara elektronik dengan sijil digital dan TAC sekali guna yang dihantar ke nombor telefon bimbit anda, di bawah Akta Tandatangan Digital 1997 dan Akta Perdagangan Elektronik 2006. Perjanjian yang ditandatangani disetem secara elektronik dengan LHDN dan boleh didapati di halaman akaun anda. Kami akan menghubungi anda melalui e-mel, SMS dan halaman akaun; sila pastikan butiran hubungan anda sentiasa terkini.',
    },
    responsibilities: {
      heading: 'Tanggungjawab anda',
      body: '- Rahsiakan kata laluan anda dan kod TAC yang kami hantar; kami tidak sekali-kali akan memintanya.\n- Maklumkan kami dengan segera jika butiran hubungan, pekerjaan atau akaun bank anda berubah.\n- Gunakan perkhidmatan ini hanya untuk diri anda sendiri dan hanya untuk tujuan yang sah.\n- Maklumkan kami dengan segera jika anda mengesyaki orang lain telah menggunakan akaun anda.',
    },
    complaints: {
      heading: 'Aduan',
      body: 'Jika anda tidak berpuas hati dengan perkhidmatan kami, sila maklumkan kepada kami melalui halaman hubungi kami, e-mel atau telefon. Kami akan mengakui penerimaan aduan dalam tempoh 2 hari bekerja dan memberikan jawapan penuh dalam tempoh 14 hari bekerja.\n\nJika anda tidak berpuas hati dengan jawapan kami, anda boleh merujuk perkara tersebut kepada Bahagian Pemberi Pinjam Wang dan Pemegang Pajak Gadai, Kementerian Pembangunan Kerajaan Tempatan (KPKT).',
    },
    law: {
      heading: 'Undang-undang dan bahasa yang terpakai',
      body: 'Terma ini ditadbir oleh undang-undang Malaysia, dan mahkamah Malaysia mempunyai bidang kuasa. Terma ini tersedia dalam bahasa Inggeris dan Bahasa Melayu dengan maksud yang sama; jika kedua-dua versi berbeza, versi bahasa Inggeris diguna pakai melainkan undang-undang menghendaki sebaliknya. Kami boleh mengemas kini terma ini dan akan menunjukkan tarikh perubahan terkini di bahagian atas halaman ini; perubahan tidak sekali-kali mengubah perjanjian yang telah anda tandatangani.',
    },
  },
};
