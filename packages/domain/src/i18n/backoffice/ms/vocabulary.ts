import type { CatalogShape } from '../../catalog-shape.ts';
import type {
  actorKinds as enActorKinds,
  auditActions as enAuditActions,
  auditFields as enAuditFields,
  auditValues as enAuditValues,
  customerTypes as enCustomerTypes,
  products as enProducts,
} from '../en/vocabulary.ts';

/** Nama nilai pejabat belakang sendiri: produk, pelaku, jenis pelanggan, tindakan dan medan audit. */
export const products: CatalogShape<typeof enProducts> = {
  conventional: 'Konvensional',
  islamic: 'Islamik',
  all: 'Semua produk',
};

export const actorKinds: CatalogShape<typeof enActorKinds> = {
  applicant: 'Pemohon',
  officer: 'Pegawai',
  system: 'Sistem',
};

export const customerTypes: CatalogShape<typeof enCustomerTypes> = {
  INDIVIDUAL: 'Individu',
  STAFF: 'Kakitangan kumpulan',
  SME: 'Rakan niaga (PKS)',
};

export const auditActions: CatalogShape<typeof enAuditActions> = {
  application: {
    draft: 'Draf dimulakan',
    submit: 'Dihantar',
    resubmit: 'Dihantar semula',
    verify: 'Disahkan',
    approve: 'Diluluskan',
    reject: 'Ditolak',
    referBack: 'Dirujuk semula',
    followUp: 'Disusuli',
    cancel: 'Dibatalkan oleh pemohon',
    adminCancel: 'Dibatalkan oleh pentadbir',
    referBackFromPendingDisbursement: 'Dirujuk semula sebelum pengeluaran',
    resubmitFromPendingDisbursement: 'Dihantar semula sebelum pengeluaran',
    approveReschedule: 'Penjadualan semula diluluskan',
    signReschedule: 'Penjadualan semula ditandatangani',
    identityCorrected: 'Dikembalikan: identiti dibetulkan',
    note: 'Nota ditambah',
    view: 'Dibuka oleh pegawai',
    status: 'Status diubah',
    step: 'Langkah direkodkan',
  },
  agreement: {
    view: 'Perjanjian dibuka oleh pegawai',
    completeLiveCall: 'Panggilan video selesai',
    missLiveCall: 'Panggilan video terlepas',
    prepareDisbursement: 'Pengeluaran dana disediakan',
    releaseDisbursement: 'Pengeluaran dana dilepaskan',
    adminCancel: 'Perjanjian dibatalkan oleh pentadbir',
  },
  loanPayment: {
    reverse: 'Bayaran dibatalkan',
    postCounter: 'Bayaran kaunter direkodkan',
  },
  loanAccountCharges: {
    waive: 'Caj dikecualikan',
  },
  loanAccountStatus: {
    writeOff: 'Akaun dihapus kira',
  },
  loanRefund: {
    pay: 'Bayaran balik dibayar',
    reject: 'Bayaran balik ditolak',
  },
  loanAccountRequest: {
    prepare: 'Perubahan akaun disediakan',
    approve: 'Perubahan akaun diluluskan',
    reject: 'Perubahan akaun ditolak',
  },
  closeOfBusiness: {
    run: 'Penutupan perniagaan harian dijalankan',
  },
  jompayLine: {
    assign: 'Bayaran JomPAY tertangguh dikreditkan ke akaun',
    return: 'Bayaran JomPAY tertangguh ditanda untuk dipulangkan',
    returnSettled: 'Bayaran JomPAY dipulangkan kepada pembayar, atau ditolak oleh bank',
  },
  commodityTrade: {
    retry: 'Langkah dagangan komoditi diminta semula',
  },
  officer: {
    login: 'Log masuk',
    loginFailed: 'Log masuk gagal',
    logout: 'Log keluar',
    passwordChange: 'Kata laluan ditukar',
    create: 'Pegawai dicipta',
    update: 'Pegawai diubah',
    reset: 'Log masuk pegawai ditetapkan semula',
  },
  user: {
    update: 'Pelanggan diubah',
  },
  customer: {
    view: 'Pelanggan dibuka oleh pegawai',
    update: 'Butiran pelanggan dibetulkan',
    identityCorrection: 'NRIC atau nama dibetulkan',
    authUpdate: 'Butiran log masuk diubah',
    applicationLink: 'Permohonan dan perjanjian dipautkan',
    delete: 'Akaun dipadam',
    lookup: 'Carian pelanggan',
  },
  audit: {
    search: 'Carian jejak audit',
  },
};

export const auditFields: CatalogShape<typeof enAuditFields> = {
  applicationStatus: 'Status',
  status: 'Status',
  roles: 'Peranan',
  active: 'Aktif',
  totpEnrolled: 'Pengesah disediakan',
  returnStatus: 'Pemulangan kepada pembayar',
  bankReference: 'Rujukan bank',
  failureReason: 'Sebab ditolak',
  amountSen: 'Jumlah',
  tenureMonths: 'Tempoh (bulan)',
  steps: 'Langkah untuk dibuat semula',
  fullName: 'Nama penuh',
  nric: 'NRIC',
  email: 'E-mel',
  markers: 'Langkah selesai',
  marker: 'Langkah',
  approval: 'Terma diluluskan',
  recommendedTerms: 'Terma disyorkan',
  referBack: 'Dirujuk semula',
  remark: 'Catatan',
  at: 'Pada',
  allowToApplyNewLoanAfter: 'Tiada permohonan baharu sebelum',
  note: 'Nota',
  secondFactor: 'Kod pengesah',
  stage: 'Gagal di',
  reason: 'Sebab',
  mustChangePassword: 'Mesti menukar kata laluan',
  passwordChangedAt: 'Kata laluan ditukar pada',
  endedSessions: 'Sesi ditamatkan',
  residentialAddress1: 'Alamat baris 1',
  residentialAddress2: 'Alamat baris 2',
  residentialAddress3: 'Alamat baris 3',
  postcode: 'Poskod',
  city: 'Bandar',
  state: 'Negeri',
  phoneNo: 'Nombor telefon bimbit',
  locked: 'Dikunci',
  applicationId: 'Permohonan',
  agreementId: 'Perjanjian',
  commodityTrade: 'Dagangan komoditi',
  netAmountSen: 'Jumlah bersih',
  userIds: 'Pelanggan ditemui',
  q: 'Teks carian',
  from: 'Dari',
  to: 'Hingga',
  outstandingSen: 'Baki tertunggak',
  waivedSen: 'Dikecualikan',
  writtenOffSen: 'Dihapus kira',
  reference: 'Rujukan',
  receivedOn: 'Diterima pada',
  refundStatus: 'Bayaran balik',
  requestKind: 'Perubahan',
  requestStatus: 'Status perubahan',
  businessDate: 'Tarikh perniagaan',
  daysClosed: 'Hari ditutup',
  agreementNo: 'Nombor perjanjian',
};

export const auditValues: CatalogShape<typeof enAuditValues> = {
  markerCompleted: '{{step}}: selesai',
  markerError: '{{step}}: gagal',
};
