import { useCallback, useState } from 'react';

export interface BusyRows {
  /** Ids of the rows whose inline change is being saved. */
  busyIds: ReadonlySet<number>;
  /**
   * Marks the row busy while `change` runs. Resolves true when it saved, false when it failed:
   * the mutation hook has already told the user why, and the row keeps its saved value.
   */
  run: (id: number, change: () => Promise<unknown>) => Promise<boolean>;
}

/** Rows busy while their inline change (a status, a switch, a delete) saves. */
export function useBusyRows(): BusyRows {
  const [busyIds, setBusyIds] = useState<ReadonlySet<number>>(() => new Set());
  const run = useCallback(async (id: number, change: () => Promise<unknown>) => {
    setBusyIds((ids) => new Set(ids).add(id));
    try {
      await change();
      return true;
    } catch {
      return false;
    } finally {
      setBusyIds((ids) => {
        const next = new Set(ids);
        next.delete(id);
        return next;
      });
    }
  }, []);
  return { busyIds, run };
}
