import { useEffect } from 'react';
import { COMPANY } from '@site/shared';

/** Puts `${title} | Brightline Software` in the tab once the title is known. */
export function usePageTitle(title: string | undefined) {
  useEffect(() => {
    if (!title) return;
    // Deferred: RootShell sets the route's title in its own effect, which runs after this one.
    const timer = setTimeout(() => {
      document.title = `${title} | ${COMPANY.name}`;
    });
    return () => clearTimeout(timer);
  }, [title]);
}
