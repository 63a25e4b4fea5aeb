import type { ReactNode } from 'react';
import styles from './rich-text.module.css';

type Block =
  | { readonly kind: 'paragraph'; readonly text: string }
  | { readonly kind: 'list'; readonly items: string[] };

/**
 * Catalog page texts are plain text: a blank line separates paragraphs and lines starting with '- ' are list items.
 * No markup is ever interpreted, so a catalog text cannot inject HTML.
 */
export function parseRichText(text: string): Block[] {
  const blocks: Block[] = [];
  for (const chunk of text.split(/\n\s*\n/)) {
    let paragraph: string[] = [];
    let list: string[] = [];
    const flushParagraph = () => {
      if (paragraph.length > 0) blocks.push({ kind: 'paragraph', text: paragraph.join(' ') });
      paragraph = [];
    };
    const flushList = () => {
      if (list.length > 0) blocks.push({ kind: 'list', items: list });
      list = [];
    };
    for (const line of chunk.split('\n').map((value) => value.trim())) {
      if (line === '') continue;
      if (line.startsWith('- ')) {
        flushParagraph();
        list.push(line.slice(2));
      } else {
        flushList();
        paragraph.push(line);
      }
    }
    flushParagraph();
    flushList();
  }
  return blocks;
}

export function RichText({
  text,
  className,
}: {
  readonly text: string;
  readonly className?: string;
}): ReactNode {
  return (
    <div className={[styles.prose, className].filter(Boolean).join(' ')}>
      {parseRichText(text).map((block, index) =>
        block.kind === 'paragraph' ? (
          // biome-ignore lint/suspicious/noArrayIndexKey: blocks of a fixed text never reorder
          <p key={index}>{block.text}</p>
        ) : (
          // biome-ignore lint/suspicious/noArrayIndexKey: blocks of a fixed text never reorder
          <ul key={index}>
            {block.items.map((item) => (
              <li key={item}>{item}</li>
            ))}
          </ul>
        ),
      )}
    </div>
  );
}
