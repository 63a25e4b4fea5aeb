import { PAYMENT_METHODS, type PaymentMethod } from '@sinar/domain';
import { useId } from 'react';
import { useT } from '../../lib/use-t.ts';
import styles from './payment-choices.module.css';

/**
 * 'How to pay': online banking (FPX) or a card, each with a line saying what happens next. Shared by the pages that
 * start an online payment (an instalment, an early settlement); its texts are the journey catalog's.
 */
export function PaymentMethodChoice({
  method,
  onChange,
}: {
  readonly method: PaymentMethod;
  readonly onChange: (method: PaymentMethod) => void;
}) {
  const { t } = useT('journey');
  const methodId = useId();
  return (
    <fieldset className={styles.choices}>
      <legend>{t('payInstalment.method.legend')}</legend>
      {PAYMENT_METHODS.map((option) => (
        <label key={option} className={styles.choice}>
          <input
            type="radio"
            name="method"
            value={option}
            checked={method === option}
            onChange={() => onChange(option)}
            aria-describedby={`${methodId}-${option}`}
          />
          <span>{t(`payInstalment.method.${option}`)}</span>
          <span id={`${methodId}-${option}`} className={styles.hint}>
            {t(`payInstalment.method.${option}Hint`)}
          </span>
        </label>
      ))}
    </fieldset>
  );
}
