import type { LoanHistoryItem, StatementLanguage } from '@sinar/domain';
import { useId } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { useT } from '../../../lib/use-t.ts';
import { useStatement } from '../api/get-statement.ts';
import styles from './loan-account.module.css';
import { fileSaver } from './receipt-button.tsx';

/**
 * The statement of account as a PDF, in English or in Malay whatever the screen's language: fetched with the
 * session's token when asked for, then handed to the browser named after the agreement and the language.
 */
export function StatementDownload({ loan }: { readonly loan: LoanHistoryItem }) {
  const { t } = useT('journey');
  const headingId = useId();
  const statement = useStatement();
  const download = (language: StatementLanguage) => {
    statement.mutate(
      { agreementId: loan.agreementId, language },
      { onSuccess: (file) => fileSaver.save(file, `statement-${loan.agreementNo}-${language}.pdf`) },
    );
  };
  const preparing = statement.isPending ? statement.variables.language : null;
  return (
    <section className={styles.stack} aria-labelledby={headingId}>
      <h2 id={headingId}>{t('loanAccount.statement.heading')}</h2>
      <p>{t('loanAccount.statement.lead')}</p>
      <div className={styles.statementButtons}>
        {(['en', 'bm'] as const).map((language) => (
          <Button
            key={language}
            variant="secondary"
            size="small"
            busy={preparing === language}
            disabled={statement.isPending && preparing !== language}
            onClick={() => download(language)}
          >
            {preparing === language
              ? t('loanAccount.statement.preparing')
              : t(language === 'en' ? 'loanAccount.statement.english' : 'loanAccount.statement.malay')}
          </Button>
        ))}
      </div>
      {statement.isError ? (
        <p role="alert" className={styles.error}>
          {t('loanAccount.statement.failed')}
        </p>
      ) : null}
    </section>
  );
}
