import type { CatalogShape } from '../catalog-shape.ts';
import type { privacy as en } from '../en/content-privacy.ts';

export const privacy: CatalogShape<typeof en> = {
  updated: '23 November 2026',
  intro:
    'Notis ini menerangkan cara Sinar Kredit Sdn. Bhd. mengumpul, menggunakan dan melindungi data peribadi anda apabila anda menggunakan laman web kami dan memohon atau memegang Pinjaman Peribadi atau Pembiayaan Peribadi-i, seperti yang dikehendaki oleh Akta Perlindungan Data Peribadi 2010 (APDP). Ia tersedia dalam bahasa Inggeris dan Bahasa Melayu.',
  sections: {
    collect: {
      heading: 'Data peribadi yang kami kumpul',
      body: '- Identiti: nama anda seperti dalam MyKad, nombor MyKad, tarikh lahir dan umur, bangsa dan kewarganegaraan.\n- Hubungan: nombor telefon bimbit, alamat e-mel dan alamat kediaman.\n- Pekerjaan dan kewangan: majikan, jawatan, tarikh mula bekerja, pendapatan, nama bank dan nombor akaun, slip gaji dan penyata bank.\n- Pengesahan identiti (e-KYC): imej MyKad anda, swafoto dan keputusan perbandingan kedua-duanya.\n- Akaun telekomunikasi: status dan sejarah bil akaun redONE anda, dengan persetujuan anda.\n- Pinjaman atau pembiayaan anda: permohonan, perjanjian, tandatangan, bayaran balik, mandat debit langsung dan surat-menyurat.\n- Pengakuan: rekod bahawa anda telah menonton video penerangan, atau rakaman panggilan video langsung anda.\n- Data teknikal: jenis peranti dan pelayar, alamat IP dan log aktiviti, digunakan untuk memastikan keselamatan perkhidmatan.',
    },
    sources: {
      heading: 'Dari mana data diperoleh',
      body: 'Kebanyakannya daripada anda sendiri, apabila anda mendaftar, memohon dan memuat naik dokumen. Dengan persetujuan anda, kami juga memperoleh data daripada redONE (status akaun dan sejarah bil anda), agensi pelaporan kredit yang berdaftar di bawah Akta Agensi Pelaporan Kredit 2010, penyedia e-KYC kami dan bank anda apabila anda mendaftar debit langsung.',
    },
    purposes: {
      heading: 'Mengapa kami menggunakannya',
      body: '- Untuk mengesahkan identiti anda dan menyemak kelayakan anda.\n- Untuk menilai permohonan anda, termasuk semakan kredit dan kemampuan membayar.\n- Untuk menyediakan, menandatangani, menyetem dan mengurus perjanjian anda, serta membayar wang kepada anda.\n- Untuk mengutip bayaran balik, menghantar penyata dan peringatan, dan mendapatkan semula jumlah tertunggak secara sah.\n- Untuk memenuhi kewajipan undang-undang kami di bawah Akta Pemberi Pinjam Wang 1951, Akta Pencegahan Pengubahan Wang Haram, Pencegahan Pembiayaan Keganasan dan Hasil daripada Aktiviti Haram 2001 dan undang-undang cukai.\n- Untuk mencegah penipuan dan memastikan keselamatan perkhidmatan.\n- Untuk menjawab soalan dan aduan anda.\n- Untuk menghantar berita dan tawaran kepada anda, hanya jika anda bersetuju; anda boleh menghentikannya pada bila-bila masa.',
    },
    disclosure: {
      heading: 'Dengan siapa kami berkongsi',
      body: 'Kami hanya berkongsi apa yang diperlukan oleh setiap pihak, dan mewajibkan setiap pihak melindunginya:\n- redONE, untuk mengesahkan akaun dan kelayakan anda;\n- agensi pelaporan kredit, untuk semakan kredit dan melaporkan rekod bayaran balik anda;\n- penyedia perkhidmatan e-KYC, sijil digital, setem elektronik, pembayaran dan debit langsung kami, serta bank yang terlibat;\n- syarikat insurans atau pengendali takaful, jika anda memilih perlindungan;\n- penasihat Syariah, juruaudit, peguam dan ejen pemulihan hutang yang bertindak bagi pihak kami;\n- penyedia perkhidmatan IT dan awan yang menempatkan sistem kami;\n- KPKT, LHDN, polis, mahkamah dan pihak berkuasa lain apabila dikehendaki oleh undang-undang.\n\nKami tidak menjual data peribadi anda.',
    },
    transfer: {
      heading: 'Pemindahan ke luar Malaysia',
      body: 'Sesetengah penyedia perkhidmatan kami mungkin memproses data di luar Malaysia. Kami memindahkan data peribadi hanya apabila dibenarkan oleh APDP dan apabila penerima melindunginya pada tahap sekurang-kurangnya setinggi yang dikehendaki oleh APDP.',
    },
    retention: {
      heading: 'Berapa lama kami menyimpannya',
      body: 'Kami menyimpan data anda selagi permohonan atau akaun anda aktif, dan kemudian selama 7 tahun selepas pinjaman atau pembiayaan anda diselesaikan, untuk memenuhi kewajipan undang-undang dan perakaunan kami. Jika permohonan anda tidak diteruskan, kami menyimpannya selama 12 bulan supaya kami boleh menjawab pertanyaan dan menguatkuasakan tempoh menunggu 3 bulan sebelum permohonan baharu. Selepas itu kami memadam atau menjadikannya tanpa nama.',
    },
    security: {
      heading: 'Cara kami melindunginya',
      body: 'Data anda dihantar dalam bentuk yang disulitkan, dokumen anda disimpan dalam bentuk yang disulitkan, dan hanya kakitangan yang memerlukannya untuk kerja mereka boleh melihatnya, dengan setiap akses direkodkan. Kata laluan hanya disimpan dalam bentuk yang tidak boleh ditukar kembali kepada kata laluan asal. Jika berlaku pelanggaran yang menjejaskan data peribadi anda, kami akan memaklumkan anda dan Pesuruhjaya Perlindungan Data Peribadi seperti yang dikehendaki oleh undang-undang.',
    },
    rights: {
      heading: 'Hak anda',
      body: 'Anda boleh:\n- meminta salinan data peribadi anda, dan meminta kami memindahkannya kepada organisasi lain apabila dibenarkan oleh undang-undang;\n- meminta kami membetulkan data yang tidak tepat, tidak lengkap atau tidak terkini;\n- menarik balik persetujuan anda atau meminta kami mengehadkan cara kami menggunakan data anda;\n- meminta kami berhenti menghantar bahan pemasaran kepada anda pada bila-bila masa.\n\nKami menjawab permintaan dalam tempoh 21 hari. Kami boleh mengenakan fi yang dibenarkan oleh peraturan APDP bagi salinan data anda, dan kami mungkin perlu menyimpan sesetengah data selama yang dikehendaki oleh undang-undang.',
    },
    obligatory: {
      heading: 'Apa yang mesti anda berikan',
      body: 'Data yang ditandakan sebagai wajib dalam borang kami, dokumen anda dan semakan e-KYC diperlukan untuk menilai dan mengurus pinjaman atau pembiayaan. Tanpanya, kami tidak dapat memproses permohonan anda. Persetujuan untuk pemasaran adalah pilihan dan tidak menjejaskan permohonan anda.',
    },
    storage: {
      heading: 'Kuki dan storan pelayar',
      body: 'Laman web ini menyimpan pilihan bahasa anda dan, apabila anda log masuk, sesi anda dalam storan pelayar anda. Kami tidak menggunakan kuki pengiklanan atau penjejak pihak ketiga.',
    },
    contact: {
      heading: 'Cara menghubungi kami',
      body: 'Untuk soalan, permintaan atau aduan tentang data peribadi anda, tulis kepada Pegawai Perlindungan Data kami melalui halaman hubungi kami atau e-mel, dengan menyatakan nama dan nombor telefon bimbit anda. Jangan hantar nombor MyKad penuh atau kata laluan anda melalui e-mel.\n\nKami boleh mengemas kini notis ini dan akan menunjukkan tarikh perubahan terkini di bahagian atas halaman ini. Jika versi bahasa Inggeris dan Bahasa Melayu berbeza, versi bahasa Inggeris diguna pakai.',
    },
  },
};
