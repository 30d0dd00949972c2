import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import type { DataRouter } from 'react-router-dom';
import { App } from './app/App';
import { followScrollUntilTakenOver } from './app/layouts/KeepScroll';
import { createRouter } from './app/router';
import { restoreSession } from './lib/session-refresh';

/** Resolves once the router has loaded the first page's code (its routes are lazy). */
const routerReady = (router: DataRouter) =>
  new Promise<void>((resolve) => {
    if (router.state.initialized) return resolve();
    const stop = router.subscribe((state) => {
      if (!state.initialized) return;
      stop();
      resolve();
    });
  });

/** Lets the browser answer the visitor (scroll, tap) before the next step runs. */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve));

/**
 * The server sent the page already drawn (src/prerender.tsx): take that markup over once the
 * page's code is here, so the first render matches it instead of showing a loader. Each step is a
 * task of its own and the render is a transition, cut into short slices: the page already shows
 * and keeps scrolling meanwhile.
 */
async function takeOver(container: HTMLElement) {
  followScrollUntilTakenOver();
  await nextTask();
  const router = createRouter();
  await routerReady(router);
  await nextTask();
  startTransition(() => void hydrateRoot(container, <App router={router} />));
}

// Starts before the first render, so a reload keeps the user signed in without a flash of the login page.
restoreSession();
const container = document.getElementById('root')!;
if (container.hasChildNodes()) void takeOver(container);
else createRoot(container).render(<App router={createRouter()} />);
