import { Button } from '../../../components/ui/button.tsx';
import { useT } from '../../../lib/use-t.ts';
import { usePaymentReceipt, usePaymentReversalAdvice } from '../api/get-payment-receipt.ts';
import styles from './loan-account.module.css';

/** Hands a file to the browser to keep or open; one object so that a test can watch what is handed over. */
export const fileSaver = {
  save(file: Blob, fileName: string): void {
    const url = URL.createObjectURL(file);
    const link = document.createElement('a');
    link.href = url;
    link.download = fileName;
    link.rel = 'noopener';
    document.body.append(link);
    link.click();
    link.remove();
    // The browser has taken the file once the click is handled.
    setTimeout(() => URL.revokeObjectURL(url), 60_000);
  },
};

/**
 * The payment's receipt (`payment-receipt/{fileId}`): fetched with the session's token when asked for, since a plain
 * link would carry no token, then handed to the browser as a PDF named after the payment's reference.
 */
export function ReceiptButton({
  fileId,
  reference,
}: {
  readonly fileId: string;
  readonly reference: string;
}) {
  const { t } = useT('journey');
  const receipt = usePaymentReceipt();
  const onClick = () => {
    receipt.mutate(fileId, { onSuccess: (file) => fileSaver.save(file, `receipt-${reference}.pdf`) });
  };
  return (
    <span className={styles.receipt}>
      <Button
        variant="ghost"
        size="small"
        busy={receipt.isPending}
        onClick={onClick}
        aria-label={receipt.isPending ? undefined : t('loanAccount.payments.receiptName', { reference })}
      >
        {receipt.isPending ? t('loanAccount.payments.preparingReceipt') : t('loanAccount.payments.receipt')}
      </Button>
      {receipt.isError ? (
        <span role="alert" className={styles.error}>
          {t('loanAccount.payments.receiptFailed')}
        </span>
      ) : null}
    </span>
  );
}

/** A reversed payment's reversal advice (`payment-reversal-advice/{fileId}`; decision 048), fetched as the receipt is. */
export function ReversalAdviceButton({
  fileId,
  reference,
}: {
  readonly fileId: string;
  readonly reference: string;
}) {
  const { t } = useT('journey');
  const advice = usePaymentReversalAdvice();
  const onClick = () => {
    advice.mutate(fileId, { onSuccess: (file) => fileSaver.save(file, `reversal-advice-${reference}.pdf`) });
  };
  return (
    <span className={styles.receipt}>
      <Button
        variant="ghost"
        size="small"
        busy={advice.isPending}
        onClick={onClick}
        aria-label={
          advice.isPending ? undefined : t('loanAccount.payments.reversalAdviceName', { reference })
        }
      >
        {advice.isPending
          ? t('loanAccount.payments.preparingReversalAdvice')
          : t('loanAccount.payments.reversalAdvice')}
      </Button>
      {advice.isError ? (
        <span role="alert" className={styles.error}>
          {t('loanAccount.payments.reversalAdviceFailed')}
        </span>
      ) : null}
    </span>
  );
}
