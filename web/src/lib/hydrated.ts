import { useSyncExternalStore } from 'react';

const subscribe = () => () => undefined;

/**
 * False while the page is the server's prerendered markup (src/prerender.tsx) and while React
 * takes it over; true once its handlers are attached, and always on pages the browser drew
 * itself. Controls that only work with JavaScript stay disabled until then, so a click or
 * keystroke before that cannot be lost.
 */
export const useHydrated = (): boolean =>
  useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
