'use client';

import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import {
  parseStaged,
  setStagedQuantity,
  stageItems,
  stagingKey,
  unstage,
  type StagedItem,
  type StageMode,
} from './staging';
import { ReplenishTray } from './ReplenishTray';

export interface Staging {
  items: readonly StagedItem[];
  stage: (items: readonly StagedItem[], mode: StageMode) => void;
  setQuantity: (item: StagedItem, quantity: number) => void;
  remove: (item: StagedItem) => void;
  clear: () => void;
  /** Opens the tray's dialog (after the cart or an order staged its lines). */
  openTray: () => void;
}

const StagingContext = createContext<Staging | null>(null);

/** The staged items, or null where nothing may be staged (signed out, a sales representative acting for no one). */
export function useStaging(): Staging | null {
  return useContext(StagingContext);
}

/**
 * Holds the signed-in customer's staged REPLENISH items in localStorage under the customer's own key
 * (spec §3), so they survive reloads and another customer on this browser never sees them; other tabs
 * follow through the storage event. Without an owner it provides nothing and the entry points hide.
 */
export function StagingProvider({ owner, children }: { owner: string | undefined; children: ReactNode }) {
  // The items remember whose they are: after a switch of customer, none of the last one's show, not even for a render.
  const [staged, setStaged] = useState<{ key: string; items: readonly StagedItem[] }>();
  const [trayOpen, setTrayOpen] = useState(false);
  const key = owner ? stagingKey(owner) : undefined;
  const items = useMemo(() => (staged && staged.key === key ? staged.items : []), [staged, key]);

  useEffect(() => {
    if (!key) return;
    const read = () => setStaged({ key, items: parseStaged(localStorage.getItem(key)) });
    read();
    const onStorage = (event: StorageEvent) => {
      if (event.key === key) read();
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, [key]);

  // Reads storage afresh on each change: another tab may have staged since this one last rendered.
  const update = useCallback(
    (change: (current: readonly StagedItem[]) => readonly StagedItem[]) => {
      if (!key) return;
      const next = change(parseStaged(localStorage.getItem(key)));
      try {
        if (next.length === 0) localStorage.removeItem(key);
        else localStorage.setItem(key, JSON.stringify(next));
      } catch {
        // Storage full or blocked (private mode): the items stay staged for this page only.
      }
      setStaged({ key, items: next });
    },
    [key],
  );

  const staging = useMemo<Staging | null>(
    () =>
      key
        ? {
            items,
            stage: (incoming, mode) => update((current) => stageItems(current, incoming, mode)),
            setQuantity: (item, quantity) => update((current) => setStagedQuantity(current, item, quantity)),
            remove: (item) => update((current) => unstage(current, item)),
            clear: () => update(() => []),
            openTray: () => setTrayOpen(true),
          }
        : null,
    [key, items, update],
  );

  return (
    <StagingContext value={staging}>
      {children}
      {staging ? <ReplenishTray staging={staging} open={trayOpen} onOpenChange={setTrayOpen} /> : null}
    </StagingContext>
  );
}
