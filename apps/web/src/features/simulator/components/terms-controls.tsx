import { formatRinggit, largerSen, type Sen, sen, senToRinggit, subtractSen, ZERO_SEN } from '@sinar/domain';
import { Card } from '../../../components/ui/card.tsx';
import { RangeField } from '../../../components/ui/range-field.tsx';
import { useT } from '../../../lib/use-t.ts';
import styles from './simulator.module.css';

export interface TermsControlsProps {
  /** The amounts on offer, in sen, smallest first. */
  readonly amountOptionsSen: readonly Sen[];
  readonly tenureOptions: readonly number[];
  readonly amountSen: Sen;
  readonly tenureMonths: number;
  readonly onAmountChange: (amountSen: Sen) => void;
  readonly onTenureChange: (months: number) => void;
  readonly disabled?: boolean;
}

/** Two sliders: the amount (in ringgit, in the product's steps) and the tenure in months. */
export function TermsControls(props: TermsControlsProps) {
  const { t, language } = useT();
  const amounts = props.amountOptionsSen;
  const tenures = props.tenureOptions;
  const first = amounts[0] ?? ZERO_SEN;
  const last = amounts.at(-1) ?? first;
  const step = largerSen(subtractSen(amounts[1] ?? last, first), sen(1));
  const shortest = tenures[0] ?? 0;
  const longest = tenures.at(-1) ?? shortest;
  const ringgit = (amount: Sen) => formatRinggit(amount, language, { wholeRinggit: true });
  const months = (count: number) => t('loan.tenureMonths', { count });

  /** A slider reports ringgit; snap it to the nearest amount on offer. */
  const pickAmount = (value: number) => {
    const distance = (option: Sen) => Math.abs(senToRinggit(option) - value);
    const nearest = amounts.reduce(
      (best, option) => (distance(option) < distance(best) ? option : best),
      first,
    );
    props.onAmountChange(nearest);
  };
  const pickTenure = (value: number) => {
    const nearest = tenures.reduce(
      (best, option) => (Math.abs(option - value) < Math.abs(best - value) ? option : best),
      shortest,
    );
    props.onTenureChange(nearest);
  };

  return (
    <Card as="section" className={styles.controls} aria-labelledby="simulator-controls">
      <h2 id="simulator-controls">{t('site.simulator.controls')}</h2>
      <RangeField
        label={t('loan.amount')}
        valueText={ringgit(props.amountSen)}
        min={senToRinggit(first)}
        max={senToRinggit(last)}
        step={senToRinggit(step)}
        value={senToRinggit(props.amountSen)}
        onChange={pickAmount}
        disabled={props.disabled}
        minText={ringgit(first)}
        maxText={ringgit(last)}
        hint={t('site.simulator.amountHint', {
          min: ringgit(first),
          max: ringgit(last),
          step: ringgit(step),
        })}
      />
      <RangeField
        label={t('loan.tenure')}
        valueText={months(props.tenureMonths)}
        min={shortest}
        max={longest}
        step={(tenures[1] ?? longest) - shortest || 1}
        value={props.tenureMonths}
        onChange={pickTenure}
        disabled={props.disabled}
        minText={months(shortest)}
        maxText={months(longest)}
        hint={t('site.simulator.tenureHint', { min: shortest, max: longest })}
      />
    </Card>
  );
}
