import { Suspense, useEffect, useRef, useState, type ReactNode } from 'react';
import { useHydrated } from '../lib/hydrated';

/**
 * Renders `children` once this spot comes near the viewport. Below-the-fold widgets with heavy
 * code (the forms, with Formik and Yup) are lazy components wrapped in this, so a first visit
 * downloads only what it shows. The box keeps `minHeight` meanwhile so nothing jumps.
 * Without IntersectionObserver (old browsers, jsdom) the children render at once, except while a
 * prerendered page is taken over: the server's markup (src/prerender.tsx) has the placeholder.
 */
export function WhenVisible({
  children,
  minHeight,
  margin = '300px',
}: {
  children: ReactNode;
  minHeight: number;
  margin?: string;
}) {
  const box = useRef<HTMLDivElement>(null);
  const [seen, setSeen] = useState(false);
  const hydrated = useHydrated();
  const near = seen || (hydrated && typeof IntersectionObserver === 'undefined');

  useEffect(() => {
    const element = box.current;
    if (near || !element) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setSeen(true);
      },
      { rootMargin: margin },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [near, margin]);

  const placeholder = <div style={{ minHeight }} />;
  return <div ref={box}>{near ? <Suspense fallback={placeholder}>{children}</Suspense> : placeholder}</div>;
}
