import { useSyncExternalStore } from 'react';

// How many modal dialogs are open: floating widgets step aside while one is (docs/decisions/0046-mobile-layout.md).
let count = 0;
const listeners = new Set<() => void>();
const change = (by: number) => {
  count += by;
  listeners.forEach((l) => l());
};

export const dialogOpened = () => change(1);
export const dialogClosed = () => change(-1);
export const anyDialogOpen = () => count > 0;
export const useAnyDialogOpen = () =>
  useSyncExternalStore((l) => {
    listeners.add(l);
    return () => listeners.delete(l);
  }, anyDialogOpen);
