import type { ReactNode } from 'react';

/**
 * The scrolling frame of a wide table. A frame that scrolls must be reachable by keyboard (WCAG 2.1.1), so it takes
 * the focus; the table inside it keeps its own caption and headers for screen readers.
 */
export function TableFrame({ children }: { readonly children: ReactNode }) {
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling frame must take the focus to be scrolled by keyboard.
    <div className="table-frame" tabIndex={0}>
      {children}
    </div>
  );
}
