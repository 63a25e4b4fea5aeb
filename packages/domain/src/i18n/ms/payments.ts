import type { CatalogShape } from '../catalog-shape.ts';
import type { payments as en } from '../en/payments.ts';

/**
 * Paying online: the payment order's refusals, the result page's texts, the reasons a payment failed, and the
 * Idempotency-Key's answers.
 */
export const payments: CatalogShape<typeof en> = {
  nothingDue:
    'Tiada amaun yang perlu dibayar pada akaun ini sekarang. Sila masukkan amaun yang ingin anda bayar.',
  amountTooSmall: 'Amaun terkecil yang boleh dibayar dalam talian ialah RM1.00.',
  amountTooLarge: 'Amaun terbesar yang boleh dibayar dalam talian sekali gus ialah RM30,000.00.',
  orderNotFound: 'Pembayaran ini tidak dijumpai.',
  gatewayUnavailable: 'Pembayaran dalam talian tidak tersedia sekarang. Sila cuba lagi kemudian.',
  signatureRefused: 'Mesej pembayaran tidak dapat disahkan.',
  unsuccessfulTitle: 'Pembayaran Tidak Berjaya',
  unsuccessfulMessage: 'Maaf, pembayaran anda tidak berjaya. Sila cuba lagi kemudian.',
  reasons: {
    insufficientFunds: 'Baki akaun anda tidak mencukupi.',
    buyerCancelled: 'Pembayaran telah dibatalkan.',
    declined: 'Bank atau pengeluar kad anda menolak pembayaran.',
    expired: 'Pembayaran tidak diselesaikan dalam masa yang ditetapkan.',
  },
  idempotency: {
    keyMissing: 'Permintaan ini memerlukan pengepala Idempotency-Key sepanjang 8 hingga 100 aksara.',
    keyReused:
      'Idempotency-Key ini telah digunakan untuk permintaan yang berbeza. Sila gunakan kunci baharu untuk permintaan baharu.',
    inFlight: 'Permintaan dengan Idempotency-Key ini masih diproses. Sila tunggu keputusannya.',
  },
};
