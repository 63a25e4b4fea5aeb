import { LANGUAGES, type Language } from '@sinar/domain';
import { useSearchParams } from 'react-router';
import { LANGUAGE_QUERY_PARAM } from '../../lib/language.ts';
import { useT } from '../../lib/use-t.ts';
import styles from './language-switcher.module.css';

/** English / Bahasa Melayu. The choice is stored; a `lang` parameter in the address is kept in step. */
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
          className={styles.button}
          onClick={() => choose(option)}
        >
          {t(`common.language.short.${option}`)}
          <span className="visually-hidden"> {t(`common.language.name.${option}`)}</span>
        </button>
      ))}
    </fieldset>
  );
}
