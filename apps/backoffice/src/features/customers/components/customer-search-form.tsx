import { type FormEvent, useId } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { useT } from '../../../lib/use-t.ts';
import styles from './customers.module.css';

/** One box for a name, phone number, email, NRIC or application number. */
export function CustomerSearchForm({
  initial,
  onSearch,
}: {
  readonly initial: string;
  readonly onSearch: (q: string) => void;
}) {
  const { t } = useT();
  const inputId = useId();
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const value = new FormData(event.currentTarget).get('q');
    onSearch(typeof value === 'string' ? value.trim() : '');
  };
  return (
    // biome-ignore lint/a11y/useSemanticElements: the <search> element is too new for some office browsers; the role gives the same landmark
    <form role="search" onSubmit={submit} className={styles.search}>
      <label htmlFor={inputId} className={styles.label}>
        {t('customers.q')}
      </label>
      <div className={styles.row}>
        <input
          id={inputId}
          name="q"
          type="search"
          defaultValue={initial}
          maxLength={100}
          aria-describedby={`${inputId}-hint`}
          className={styles.input}
        />
        <Button type="submit">{t('common.actions.search')}</Button>
      </div>
      <p id={`${inputId}-hint`} className="muted">
        {t('customers.qHint')}
      </p>
    </form>
  );
}
