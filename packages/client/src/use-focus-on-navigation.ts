import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';

/**
 * After an in-app navigation, focus moves to the new page's heading (else its main region), so that keyboard and
 * screen-reader users start reading the new page instead of staying on the link they followed. The first page
 * keeps the browser's focus.
 */
export function useFocusOnNavigation(main: () => HTMLElement | null): void {
  const { pathname } = useLocation();
  const previous = useRef(pathname);
  const findMain = useRef(main);
  findMain.current = main;
  useEffect(() => {
    if (previous.current === pathname) return;
    previous.current = pathname;
    const region = findMain.current();
    const target = region?.querySelector<HTMLElement>('h1') ?? region;
    if (!target) return;
    if (!target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1');
    target.focus({ preventScroll: true });
  }, [pathname]);
}
