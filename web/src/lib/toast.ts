import { useSyncExternalStore } from 'react';

/** A toast: the one toast system of the whole app, public site and back office alike (Toaster shows them). */
export interface Toast {
  id: number;
  kind: 'success' | 'error';
  title: string;
  description?: string;
}

/** How long a toast stays before it closes itself. */
export const TOAST_MS = 6000;

let toasts: readonly Toast[] = [];
let nextId = 1;
const listeners = new Set<() => void>();

function publish(next: readonly Toast[]) {
  toasts = next;
  listeners.forEach((listener) => listener());
}

export function dismissToast(id: number) {
  publish(toasts.filter((t) => t.id !== id));
}

function show(kind: Toast['kind'], title: string, description?: string): number {
  // The same toast twice in a row (a double submit, StrictMode's second effect) shows once.
  const same = toasts.find((t) => t.kind === kind && t.title === title && t.description === description);
  if (same) return same.id;
  const id = nextId++;
  publish([...toasts, { id, kind, title, description }]);
  setTimeout(() => dismissToast(id), TOAST_MS);
  return id;
}

/** Closes every toast (between tests and stories: the list is shared by the whole page). */
export function clearToasts() {
  publish([]);
}

export const toast = {
  success: (title: string, description?: string) => show('success', title, description),
  error: (title: string, description?: string) => show('error', title, description),
};

export function useToasts(): readonly Toast[] {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => toasts,
    () => toasts,
  );
}
