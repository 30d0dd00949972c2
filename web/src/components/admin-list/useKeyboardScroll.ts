import { useEffect, type RefObject } from 'react';

/** What a screen reader says on reaching a table that scrolls sideways. */
const SCROLL_REGION_LABEL = 'Table, scrolls sideways';

/** What takes focus in a table: its links, buttons, fields and sortable headers. */
const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select, textarea, [tabindex]:not([tabindex="-1"])';

/**
 * A table wider than its place scrolls sideways. Its links, buttons and sortable headers bring
 * the hidden columns into view as they take focus, but a table with none (revoked keys only)
 * leaves a keyboard no way to reach them. So while such a table overflows, its scroll region
 * takes focus itself and the arrow keys scroll it; otherwise it is no extra stop.
 */
export function useKeyboardScroll(root: RefObject<HTMLElement | null>): void {
  // After every render: the table redraws its scroll region as its rows and state change.
  useEffect(() => {
    const region = root.current?.querySelector<HTMLElement>('.ant-table-content');
    if (!region) return;
    const update = () => {
      const reachable = region.querySelector(FOCUSABLE) !== null;
      if (region.scrollWidth > region.clientWidth && !reachable) {
        region.tabIndex = 0;
        region.setAttribute('role', 'group');
        region.setAttribute('aria-label', SCROLL_REGION_LABEL);
      } else {
        region.removeAttribute('tabindex');
        region.removeAttribute('role');
        region.removeAttribute('aria-label');
      }
    };
    update();
    // The window's width and the rows' content both change whether it overflows.
    const observer = new ResizeObserver(update);
    observer.observe(region);
    if (region.firstElementChild) observer.observe(region.firstElementChild);
    return () => observer.disconnect();
  });
}
