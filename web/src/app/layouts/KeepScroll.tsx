import { useLayoutEffect } from 'react';

/** Where the visitor has scrolled the server's drawn page to while its code was on its way. */
let visitorY: number | null = null;
const remember = () => {
  visitorY = window.scrollY;
};

/** Called as a drawn page is about to be taken over (src/main.tsx): follow the visitor's scrolling. */
export function followScrollUntilTakenOver(): void {
  remember();
  window.addEventListener('scroll', remember, { passive: true });
}

/**
 * React Router's <ScrollRestoration> opens a page at its top when it first mounts. On a drawn
 * page the visitor may have scrolled already, before the code arrived: placed after it, this puts
 * them back where they were, in the same commit, so nothing moves on screen.
 */
export function KeepScroll() {
  useLayoutEffect(() => {
    if (visitorY === null) return;
    window.removeEventListener('scroll', remember);
    if (visitorY > 0) window.scrollTo(0, visitorY);
    visitorY = null;
  }, []);
  return null;
}
