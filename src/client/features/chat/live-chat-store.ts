import { useSyncExternalStore } from 'react';

// The live chat panel opens from anywhere (footer, dashboards); one flag shared by all of them.
let open = false;
const listeners = new Set<() => void>();
const set = (value: boolean) => {
  open = value;
  listeners.forEach((l) => l());
};

export const openLiveChat = () => set(true);
export const closeLiveChat = () => set(false);
export const useLiveChatOpen = () =>
  useSyncExternalStore(
    (l) => {
      listeners.add(l);
      return () => listeners.delete(l);
    },
    () => open,
  );
