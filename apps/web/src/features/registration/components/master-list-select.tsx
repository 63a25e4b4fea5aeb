import { useWatch } from 'react-hook-form';
import { Button } from '../../../components/ui/button.tsx';
import { SelectField, type SelectFieldProps } from '../../../components/ui/select-field.tsx';
import { useMasterList } from '../../../lib/master-lists.ts';
import { useT } from '../../../lib/use-t.ts';
import { useVariant } from '../../../lib/variant.ts';

export type MasterListSelectProps = Omit<SelectFieldProps, 'options' | 'placeholder' | 'description'> & {
  readonly list: 'race' | 'grossSalaryRange';
  /** What to say when the list cannot be loaded ('Failed to load the race list'). */
  readonly failedText: string;
};

/**
 * A required choice from one of the registration form's master lists (spec 000 section 3), in the reader's language.
 * Its shown value follows the form's, so that a choice kept from before a reload is shown once the list arrives.
 */
export function MasterListSelect({ list, failedText, ...select }: MasterListSelectProps) {
  const { t } = useT();
  const { variant } = useVariant();
  const items = useMasterList(list, variant);
  const value: unknown = useWatch({ name: select.name ?? '' });
  return (
    <SelectField
      {...select}
      value={value === undefined || value === null ? '' : String(value)}
      aria-required="true"
      placeholder={items.isPending ? t('common.status.loading') : t('account.select')}
      options={(items.data ?? []).map((item) => ({ value: item.code, label: item.name }))}
      description={
        items.isError ? (
          <span role="alert">
            {failedText}{' '}
            <Button variant="ghost" size="small" onClick={() => void items.refetch()}>
              {t('common.actions.retry')}
            </Button>
          </span>
        ) : undefined
      }
    />
  );
}
