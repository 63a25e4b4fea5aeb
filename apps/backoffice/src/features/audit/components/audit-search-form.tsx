import { zodResolver } from '@hookform/resolvers/zod';
import { auditQuerySchema } from '@sinar/domain';
import { type Resolver, useForm } from 'react-hook-form';
import { Button } from '../../../components/ui/button.tsx';
import { TextField } from '../../../components/ui/field.tsx';
import { useFieldErrorText } from '../../../lib/field-errors.ts';
import { useT } from '../../../lib/use-t.ts';
import styles from './audit.module.css';

export const auditFilterSchema = auditQuerySchema.pick({ q: true, from: true, to: true });

export interface AuditFilter {
  readonly q?: string;
  readonly from?: string;
  readonly to?: string;
}

const emptyToUndefined = (value: unknown) => (value === '' ? undefined : value);

/** The audit search: words (application number, officer, action) and a date range, both ends included. */
export function AuditSearchForm({
  initial,
  onSearch,
}: {
  readonly initial: AuditFilter;
  readonly onSearch: (filter: AuditFilter) => void;
}) {
  const { t } = useT();
  const errorText = useFieldErrorText();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<AuditFilter>({
    resolver: zodResolver(auditFilterSchema) as unknown as Resolver<AuditFilter>,
    defaultValues: { q: initial.q ?? '', from: initial.from ?? '', to: initial.to ?? '' },
  });
  return (
    // biome-ignore lint/a11y/useSemanticElements: the <search> element is too new for some office browsers; the role gives the same landmark
    <form role="search" onSubmit={handleSubmit(onSearch)} noValidate className={styles.search}>
      <TextField
        label={t('audit.q')}
        hint={t('audit.qHint')}
        type="search"
        maxLength={100}
        error={errorText(errors.q, 'audit.errors.q')}
        {...register('q', { setValueAs: emptyToUndefined })}
      />
      <TextField
        label={t('audit.from')}
        type="date"
        error={errorText(errors.from, 'audit.errors.date')}
        {...register('from', { setValueAs: emptyToUndefined })}
      />
      <TextField
        label={t('audit.to')}
        type="date"
        error={errorText(errors.to, 'audit.errors.date')}
        {...register('to', { setValueAs: emptyToUndefined })}
      />
      <div className={styles.searchButton}>
        <Button type="submit">{t('common.actions.search')}</Button>
      </div>
    </form>
  );
}
