import { Suspense, useEffect, useRef, useState, type ReactNode } from 'react';

/**
 * Renders `children` once this spot comes near the viewport. Below-the-fold widgets with heavy
 * code (the forms, with Formik and Yup) are lazy components wrapped in this, so a first visit
 * downloads only what it shows. The box keeps `minHeight` meanwhile so nothing jumps.
 * Without IntersectionObserver (old browsers, jsdom) the children render at once.
 */
export function WhenVisible({ children, minHeight, margin = '300px' }: { children: ReactNode; minHeight: number; margin?: string }) {
  const box = useRef<HTMLDivElement>(null);
  const [near, setNear] = useState(() => typeof IntersectionObserver === 'undefined');

  useEffect(() => {
    const element = box.current;
    if (near || !element) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin: margin },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [near, margin]);

  const placeholder = <div style={{ minHeight }} />;
  return <div ref={box}>{near ? <Suspense fallback={placeholder}>{children}</Suspense> : placeholder}</div>;
}
