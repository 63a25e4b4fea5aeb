/** The application's server answers and form messages: eligibility, drafts, steps, submission, email verification. */
export const application = {
  consentRequired: 'Sila bersetuju dengan penggunaan data peribadi anda dan semakan kredit',
  individualsOnly: 'Hanya pelanggan individu boleh memohon di sini.',
  nricMissing: 'Sila tambah NRIC anda dalam profil sebelum menyemak kelayakan anda.',
  notAllowedToApplyUntil: 'Anda tidak boleh membuat permohonan baharu sehingga {{date}}.',
  openApplicationExists:
    'Anda sudah mempunyai permohonan yang sedang diproses ({{applicationNo}}). Sila teruskan atau batalkannya sebelum memohon semula.',
  telecomUnavailable:
    'Kami tidak dapat menghubungi pengendali telekomunikasi untuk menyemak akaun anda. Sila cuba lagi dalam beberapa minit.',
  checkNotFound: 'Kami tidak menemui semakan kelayakan ini. Sila semak kelayakan anda sekali lagi.',
  checkNotEligible: 'Semakan kelayakan ini tidak lulus, jadi permohonan tidak boleh dibuat daripadanya.',
  checkExpired: 'Semakan kelayakan ini telah melebihi 24 jam. Sila semak kelayakan anda sekali lagi.',
  checkIdentityChanged:
    'NRIC atau nama anda berubah selepas semakan kelayakan ini. Sila semak kelayakan anda sekali lagi.',
  identityUnchanged: 'NRIC dan nama sudah seperti yang dipegang oleh akaun: tiada apa-apa untuk dibetulkan.',
  identityNricTaken: 'Pelanggan lain memegang NRIC ini. Semak kad pengenalan sekali lagi.',
  identityApplicationApproved:
    'Permohonan {{applicationNo}} telah diluluskan atas identiti sedia ada. Batalkannya sebelum membetulkan NRIC atau nama.',
  identityCorrected: 'NRIC dan nama telah dibetulkan.',
  identityCorrectedSentBack:
    'NRIC dan nama telah dibetulkan. Permohonan {{applicationNo}} dikembalikan kepada pemohon untuk mengesahkan identiti mereka sekali lagi.',
  identityLocked:
    'NRIC dan nama anda ialah yang digunakan dalam permohonan anda dan tidak boleh diubah di sini. Sila hubungi kami untuk membetulkannya.',
  checkTypeMismatch:
    'Semakan kelayakan ini dibuat untuk produk yang lain. Sila semak kelayakan anda sekali lagi.',
  notEditable: 'Permohonan ini tidak boleh diubah lagi.',
  termsIncomplete: 'Sila pilih jumlah dan tempoh terlebih dahulu.',
  formIncomplete: 'Sila lengkapkan borang permohonan.',
  emailNotVerified: 'Sila sahkan alamat e-mel anda terlebih dahulu.',
  documentsIncomplete: 'Sila muat naik dokumen yang diperlukan terlebih dahulu.',
  ekycNotPassed: 'Pengesahan identiti anda belum lulus.',
  stepNotFound: 'Langkah ini tidak wujud.',
  profileEmailMissing:
    'Sila tambah alamat e-mel dalam profil anda terlebih dahulu, supaya kami boleh menghantar kod pengesahan kepada anda.',
  emailCodeSent:
    'Kami telah menghantar kod 6 digit dan pautan ke {{email}}. Kedua-duanya sah selama {{minutes}} minit.',
  referBackStepNotReopened:
    'Bahagian permohonan ini tidak dirujuk semula kepada anda, jadi ia tidak boleh diubah sekarang. Sila kemas kini hanya perkara yang kami minta, kemudian hantar semula permohonan anda.',
};
