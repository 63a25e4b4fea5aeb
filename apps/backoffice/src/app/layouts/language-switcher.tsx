import { LanguageSwitcher as SharedLanguageSwitcher } from '@sinar/client/language-switcher';
import { useT } from '../../lib/use-t.ts';
import styles from './language-switcher.module.css';

/** English / Bahasa Melayu beside the officer's name. */
export function LanguageSwitcher() {
  const { t } = useT();
  return (
    <SharedLanguageSwitcher
      legend={t('common.language.label')}
      shortName={(language) => t(`common.language.short.${language}`)}
      fullName={(language) => t(`common.language.name.${language}`)}
      classNames={{ group: styles.languages ?? '', button: styles.button ?? '' }}
    />
  );
}
