import { LANGUAGES, type Language } from '@sinar/domain';
import { useSearchParams } from 'react-router';
import { LANGUAGE_QUERY_PARAM } from '../../lib/language.ts';
import { useT } from '../../lib/use-t.ts';
import styles from './site-layout.module.css';

/** EN / BM toggle. The choice is stored by the i18n setup; a `lang` parameter in the address is kept in step. */
export function LanguageSwitcher() {
  const { t, i18n, language } = useT();
  const [searchParams, setSearchParams] = useSearchParams();

  const choose = (next: Language) => {
    if (next === language) return;
    void i18n.changeLanguage(next);
    if (searchParams.has(LANGUAGE_QUERY_PARAM)) {
      setSearchParams(
        (params) => {
          params.set(LANGUAGE_QUERY_PARAM, next);
          return params;
        },
        { replace: true, preventScrollReset: true },
      );
    }
  };

  return (
    <fieldset className={styles.languages}>
      <legend className="visually-hidden">{t('common.language.label')}</legend>
      {LANGUAGES.map((option) => (
        <button
          key={option}
          type="button"
          lang={option}
          aria-pressed={option === language}
          className={styles.languageButton}
          onClick={() => choose(option)}
        >
          {t(`site.language.${option}`)}
          <span className="visually-hidden"> {t(`common.language.${option}`)}</span>
        </button>
      ))}
    </fieldset>
  );
}
