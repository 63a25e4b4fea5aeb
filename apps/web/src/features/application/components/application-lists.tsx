import type { Variant } from '@sinar/domain';
import { useWatch } from 'react-hook-form';
import { Button } from '../../../components/ui/button.tsx';
import { SelectField, type SelectFieldProps } from '../../../components/ui/select-field.tsx';
import { useMasterList } from '../../../lib/master-lists.ts';
import { useT } from '../../../lib/use-t.ts';

export type ListSelectProps = Omit<SelectFieldProps, 'options' | 'placeholder' | 'description'> & {
  readonly list: 'employeeType' | 'relationship' | 'loanReason' | 'bank';
  readonly variant: Variant;
};

/**
 * A required choice from one of the variant's master lists, by the list's own codes (the loan reason list's 'Others'
 * is the domain's OTHER_LOAN_REASON_ID, which asks for the reason in words). The select joins the form only once its list is in, so the
 * draft's choice is selected among real options rather than lost to a placeholder.
 */
export function ListSelect({ list, variant, ...select }: ListSelectProps) {
  const { t } = useT('journey');
  const { t: tr } = useT();
  const items = useMasterList(list, variant);
  if (!items.data) {
    return (
      <SelectField
        label={select.label}
        error={select.error}
        aria-required="true"
        disabled={items.isPending}
        options={[]}
        placeholder={items.isPending ? tr('common.status.loading') : t('apply.common.select')}
        description={
          items.isError ? (
            <span role="alert">
              {t('apply.common.listFailed')}{' '}
              <Button variant="ghost" size="small" onClick={() => void items.refetch()}>
                {tr('common.actions.retry')}
              </Button>
            </span>
          ) : undefined
        }
      />
    );
  }
  return (
    <BoundSelect
      {...select}
      aria-required="true"
      placeholder={t('apply.common.select')}
      options={items.data.map((item) => ({
        value: item.code,
        label: item.name,
      }))}
    />
  );
}

/**
 * A select registered with the form whose shown value follows the form's: a list that arrives after the form was
 * filled from the draft still shows the saved choice (an uncontrolled select would show its placeholder).
 */
export function BoundSelect(props: SelectFieldProps) {
  const value: unknown = useWatch({ name: props.name ?? '' });
  return <SelectField {...props} value={value === undefined || value === null ? '' : String(value)} />;
}
