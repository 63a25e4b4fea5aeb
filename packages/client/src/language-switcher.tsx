import { LANGUAGES, type Language } from '@sinar/domain';
import { useSearchParams } from 'react-router';
import { LANGUAGE_QUERY_PARAM } from './language.ts';
import { useTranslation } from './translator-react.tsx';

export interface LanguageSwitcherProps {
  /** Names the group for screen readers ('Language'). */
  readonly legend: string;
  /** What a button shows ('EN', 'BM'). */
  readonly shortName: (language: Language) => string;
  /** What a screen reader hears beside it ('English', 'Bahasa Melayu'). */
  readonly fullName: (language: Language) => string;
  /** The app's own look. */
  readonly classNames: { readonly group: string; readonly button: string };
}

/**
 * One button per language, the reader's pressed. The choice is stored by the i18n set-up; a `lang` parameter in
 * the address is kept in step, so that a reload or a shared link stays in the chosen language.
 */
export function LanguageSwitcher({ legend, shortName, fullName, classNames }: LanguageSwitcherProps) {
  const { i18n } = useTranslation();
  const language = i18n.language;
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
    <fieldset className={classNames.group}>
      <legend className="visually-hidden">{legend}</legend>
      {LANGUAGES.map((option) => (
        <button
          key={option}
          type="button"
          lang={option}
          aria-pressed={option === language}
          className={classNames.button}
          onClick={() => choose(option)}
        >
          {shortName(option)}
          <span className="visually-hidden"> {fullName(option)}</span>
        </button>
      ))}
    </fieldset>
  );
}
