import { isKnownKey } from '@sinar/client/translate';
import type { ContentKey } from '@sinar/domain/i18n/en-content';
import { RichText } from '../../../components/ui/rich-text.tsx';
import { useT } from '../../../lib/use-t.ts';
import styles from './info.module.css';

export type DocumentName = 'about' | 'legal' | 'privacy';

/**
 * A long page from the content catalog: its intro and its sections in catalog order, each a headed region with an
 * anchor. Texts are read through the variant's wording context, so a section with an `_islamic` twin changes under
 * /islamic. With `toc`, an 'On this page' list links to the sections.
 */
export function ContentDocument({ name, toc }: { readonly name: DocumentName; readonly toc?: boolean }) {
  const { t, i18n } = useT('content');
  // The section ids come from the catalog's own group; each key is checked once before it is read.
  const text = (key: string) => {
    const full = `${name}.${key}`;
    return isKnownKey<ContentKey>(i18n, full, 'content') ? t(full) : '';
  };
  const sections = i18n.t(`${name}.sections`, { ns: 'content', returnObjects: true }) as object;
  const ids = Object.keys(sections);
  const { t: tSite } = useT();

  return (
    <div className={[styles.layout, toc ? styles.withToc : undefined].filter(Boolean).join(' ')}>
      {toc ? (
        <nav className={styles.toc} aria-labelledby={`${name}-toc`}>
          <h2 id={`${name}-toc`}>{tSite('site.content.onThisPage')}</h2>
          <ol>
            {ids.map((id) => (
              <li key={id}>
                <a href={`#${id}`}>{text(`sections.${id}.heading`)}</a>
              </li>
            ))}
          </ol>
        </nav>
      ) : null}
      <div className={styles.sections}>
        <RichText className={styles.intro} text={t(`${name}.intro`)} />
        {ids.map((id) => (
          <section key={id} id={id} className={styles.section} aria-labelledby={`${id}-heading`}>
            <h2 id={`${id}-heading`}>{text(`sections.${id}.heading`)}</h2>
            <RichText text={text(`sections.${id}.body`)} />
          </section>
        ))}
      </div>
    </div>
  );
}
