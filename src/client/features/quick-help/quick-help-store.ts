import { useSyncExternalStore } from 'react';

// One Quick Help panel for the whole app; pages tell it which application step the user is on.
let state: { open: boolean; step: number | undefined } = { open: false, step: undefined };
const listeners = new Set<() => void>();
const set = (next: Partial<typeof state>) => {
  state = { ...state, ...next };
  listeners.forEach((l) => l());
};
const subscribe = (l: () => void) => {
  listeners.add(l);
  return () => listeners.delete(l);
};

export const openQuickHelp = () => set({ open: true });
export const closeQuickHelp = () => set({ open: false });
export const setQuickHelpStep = (step: number | undefined) => set({ step });
export const useQuickHelpState = () => useSyncExternalStore(subscribe, () => state);

/** Spec: on the landing context it opens by itself once; the flag lives for the browser tab. */
export const AUTO_OPENED_KEY = 'quickHelpAutoOpened';
