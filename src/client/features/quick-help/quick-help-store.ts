import { useSyncExternalStore } from 'react';

// One Quick Help panel for the whole app; pages tell it which application step the user is on. `auto`: it opened
// by itself (the landing page), not because the user asked.
let state: { open: boolean; auto: boolean; step: number | undefined } = { open: false, auto: false, step: undefined };
const listeners = new Set<() => void>();
const set = (next: Partial<typeof state>) => {
  state = { ...state, ...next };
  listeners.forEach((l) => l());
};
const subscribe = (l: () => void) => {
  listeners.add(l);
  return () => listeners.delete(l);
};

export const openQuickHelp = () => set({ open: true, auto: false });
export const closeQuickHelp = () => set({ open: false, auto: false });
export const autoOpenQuickHelp = () => set({ open: true, auto: true });
export const setQuickHelpStep = (step: number | undefined) => set({ step });
export const useQuickHelpState = () => useSyncExternalStore(subscribe, () => state);
export const quickHelpOpen = () => state.open;

/** Spec: on the landing context it opens by itself once; the flag lives for the browser tab. */
export const AUTO_OPENED_KEY = 'quickHelpAutoOpened';
export const autoOpenedAlready = () => sessionStorage.getItem(AUTO_OPENED_KEY) !== null;
export const markAutoOpened = () => sessionStorage.setItem(AUTO_OPENED_KEY, '1');
