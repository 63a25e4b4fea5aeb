import type { Variant } from '@sinar/domain';
import type { ContentCatalog } from '@sinar/domain/i18n/en-content';
import { Accordion, AccordionItem } from '../../../components/ui/accordion.tsx';
import { RichText } from '../../../components/ui/rich-text.tsx';
import { messageText } from '../../../lib/message-text.ts';
import { useT } from '../../../lib/use-t.ts';

/** The questions of one product, in catalog order, each opening to its answer. */
export function FaqList({ product }: { readonly product: Variant }) {
  const { t } = useT('content');
  const questions = t(`faq.${product}`, { returnObjects: true }) as ContentCatalog['faq'][Variant];
  return (
    <Accordion>
      {Object.keys(questions).map((id) => (
        <AccordionItem
          key={id}
          id={`${product}-${id}`}
          headingLevel={2}
          title={messageText(t, `faq.${product}.${id}.question`)}
        >
          <RichText text={messageText(t, `faq.${product}.${id}.answer`)} />
        </AccordionItem>
      ))}
    </Accordion>
  );
}
