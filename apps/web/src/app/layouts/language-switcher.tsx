import { LanguageSwitcher as SharedLanguageSwitcher } from '@sinar/client/language-switcher';
import { useT } from '../../lib/use-t.ts';
import styles from './site-layout.module.css';

/** EN / BM in the site's header. */
export function LanguageSwitcher() {
  const { t } = useT();
  return (
    <SharedLanguageSwitcher
      legend={t('common.language.label')}
      shortName={(language) => t(`site.language.${language}`)}
      fullName={(language) => t(`common.language.${language}`)}
      classNames={{ group: styles.languages ?? '', button: styles.languageButton ?? '' }}
    />
  );
}
