import { type KeyboardEvent, type ReactNode, useId, useRef, useState } from 'react';
import styles from './tabs.module.css';

export interface TabItem {
  readonly id: string;
  readonly label: ReactNode;
  readonly panel: ReactNode;
}

export interface TabsProps {
  /** Names the tab list for assistive technology. */
  readonly label: string;
  readonly items: readonly TabItem[];
  readonly defaultTab?: string;
}

/**
 * Tabs after the WAI-ARIA Authoring Practices: one tab stop (roving tabindex), Left/Right arrows move and select
 * (automatic activation), Home/End jump to the ends, each panel is labelled by its tab. Panels hold focusable
 * content of their own, so they take no tab stop themselves.
 */
export function Tabs({ label, items, defaultTab }: TabsProps) {
  const baseId = useId();
  const [selected, setSelected] = useState(defaultTab ?? items[0]?.id);
  const tabRefs = useRef(new Map<string, HTMLButtonElement>());

  const select = (index: number) => {
    const item = items[(index + items.length) % items.length];
    if (!item) return;
    setSelected(item.id);
    tabRefs.current.get(item.id)?.focus();
  };

  const targetOf = (key: string, index: number): number | null => {
    switch (key) {
      case 'ArrowRight':
        return index + 1;
      case 'ArrowLeft':
        return index - 1;
      case 'Home':
        return 0;
      case 'End':
        return items.length - 1;
      default:
        return null;
    }
  };

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    const target = targetOf(event.key, index);
    if (target === null) return;
    event.preventDefault();
    select(target);
  };

  return (
    <div>
      <div role="tablist" aria-label={label} className={styles.list}>
        {items.map((item, index) => {
          const isSelected = item.id === selected;
          return (
            <button
              key={item.id}
              ref={(element) => {
                if (element) tabRefs.current.set(item.id, element);
                else tabRefs.current.delete(item.id);
              }}
              type="button"
              role="tab"
              id={`${baseId}-tab-${item.id}`}
              aria-selected={isSelected}
              aria-controls={`${baseId}-panel-${item.id}`}
              tabIndex={isSelected ? 0 : -1}
              className={styles.tab}
              onClick={() => setSelected(item.id)}
              onKeyDown={(event) => onKeyDown(event, index)}
            >
              {item.label}
            </button>
          );
        })}
      </div>
      {items.map((item) => (
        <div
          key={item.id}
          role="tabpanel"
          id={`${baseId}-panel-${item.id}`}
          aria-labelledby={`${baseId}-tab-${item.id}`}
          hidden={item.id !== selected}
        >
          {item.id === selected ? item.panel : null}
        </div>
      ))}
    </div>
  );
}
