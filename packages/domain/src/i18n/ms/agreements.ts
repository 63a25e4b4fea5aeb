import type { CatalogShape } from '../catalog-shape.ts';
import type { agreements as en } from '../en/agreements.ts';

/** The agreement's server answers after approval: the summary accepted, the agreement cancelled, refusals. */
export const agreements: CatalogShape<typeof en> = {
  summaryAccepted: 'Terima kasih. Ringkasan kelulusan anda telah diterima.',
  cancelled: 'Permohonan anda dan perjanjiannya telah dibatalkan.',
  attested: 'Terima kasih. Pengakusaksian anda telah direkodkan.',
  protectionNotOffered: 'Tiada pelan perlindungan ditawarkan bagi tempoh ini.',
  documentAccepted: 'Terima kasih. Anda telah menerima perjanjian ini.',
  documentNotReady: 'Perjanjian anda belum sedia. Sila terima ringkasan kelulusan anda dahulu.',
  certificateEnrolled: 'Akaun tandatangan anda telah sedia.',
  certificateNotFound: 'Tiada sijil digital ditemui bagi nombor MyKad ini.',
  attestationRequired: 'Sila lengkapkan pengesahan sebelum anda menandatangani perjanjian.',
  enrolmentRequired: 'Sila cipta akaun tandatangan anda sebelum anda menandatangani perjanjian.',
  alreadySigned: 'Perjanjian anda telah ditandatangani.',
  signed: 'Terima kasih. Perjanjian anda telah ditandatangani.',
  noPhoneNumber:
    'Kami tiada nombor telefon bimbit anda. Sila kemas kini profil anda, kemudian minta TAC sekali lagi.',
  tacSent: 'TAC 6 digit telah dihantar ke {{phone}}.',
  tacVerified: 'OTP Disahkan',
  tacInvalid: 'TAC tidak betul. Sila semak SMS dan cuba lagi.',
  tacExpired: 'TAC telah tamat tempoh. Sila minta yang baharu.',
  tacUsed: 'TAC ini telah digunakan. Sila minta yang baharu.',
  tacAttemptsExceeded: 'Terlalu banyak TAC yang salah. Sila minta yang baharu.',
  tacNotRequested: 'Sila minta TAC dahulu.',
  tacResendWait: 'Sila tunggu {{seconds}} saat sebelum anda meminta TAC lain.',
  approvalMustKeepTerms:
    'Perjanjian {{agreementNo}} dibuat untuk {{amount}} selama {{tenure}} bulan. Luluskan terma tersebut, atau batalkan permohonan.',
  // Live video call attestation.
  liveCallNotFound: 'Anda tidak mempunyai panggilan video yang ditempah.',
  liveCallSlotFull: 'Waktu ini baru sahaja penuh ditempah. Sila pilih waktu lain.',
  liveCallSameSlot:
    'Panggilan anda sudah ditempah pada waktu ini. Sila pilih waktu lain untuk memindahkannya.',
  liveCallNotBooked: 'Panggilan video ini tidak lagi ditempah.',
  stampingNotFailed:
    'Setem elektronik ini tidak ditolak atau dihentikan, jadi ia tidak boleh dihantar semula: ia sedang berjalan atau telah selesai.',
  stampingResubmitted: 'Setem elektronik dihantar semula kepada LHDN sebagai percubaan baharu.',
  liveCallNotAvailable: 'Panggilan video hanya boleh ditempah semasa pengesahan anda masih dibuka.',
  liveCallCancelled: 'Panggilan video anda telah dibatalkan. Sila pilih cara pengesahan anda.',
  liveCallCompleted: 'Panggilan video direkodkan sebagai selesai: pelanggan telah membuat pengesahan.',
  liveCallMissed: 'Panggilan video direkodkan sebagai terlepas: pelanggan akan memilih semula.',
  // Perjanjian rakan kongsi PKS dan kakitangan (docs/decisions/063).
  smeApplicationNotApproved: 'Perjanjian hanya dibuat untuk permohonan yang telah diluluskan.',
  // Perjalanan rakan kongsi PKS dan kakitangan selepas kelulusan (docs/decisions/067).
  smeCancelWithApplication: 'Perjanjian rakan kongsi PKS atau kakitangan dibatalkan bersama permohonannya.',
};
