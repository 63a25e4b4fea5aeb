import { isKnownKey } from '@sinar/client/translate';
import type { Variant } from '@sinar/domain';
import type { ContentKey } from '@sinar/domain/i18n/en-content';
import { Accordion, AccordionItem } from '../../../components/ui/accordion.tsx';
import { RichText } from '../../../components/ui/rich-text.tsx';
import { useT } from '../../../lib/use-t.ts';

/** The questions of one product, in catalog order, each opening to its answer. */
export function FaqList({ product }: { readonly product: Variant }) {
  const { t, i18n } = useT('content');
  const questions = i18n.t(`faq.${product}`, { ns: 'content', returnObjects: true }) as object;
  // The ids come from the catalog's own group; each key is checked once before it is read.
  const text = (key: string) => (isKnownKey<ContentKey>(i18n, key, 'content') ? t(key) : '');
  return (
    <Accordion>
      {Object.keys(questions).map((id) => (
        <AccordionItem
          key={id}
          id={`${product}-${id}`}
          headingLevel={2}
          title={text(`faq.${product}.${id}.question`)}
        >
          <RichText text={text(`faq.${product}.${id}.answer`)} />
        </AccordionItem>
      ))}
    </Accordion>
  );
}
