import { useEffect } from 'react';
import { QUICK_HELP_OPEN_MS } from '#shared/constants.ts';
import { anyDialogOpen } from '#client/components/ui/open-dialogs.ts';
import { autoOpenQuickHelp, autoOpenedAlready, quickHelpOpen } from './quick-help-store.ts';

/**
 * Spec: Quick Help opens by itself 2 s into the landing page, once per browser tab. Only the landing page calls
 * this (a signed-in "/" is the application screen, where it never opens by itself). It waits while a dialog is
 * open, and the widget takes an opening back, unrecorded, when the panel would cover the page's main action (at
 * 375 px the landing's "Start your renewal"): the next scroll tries again (docs/decisions/0046-mobile-layout.md).
 */
export function useQuickHelpAutoOpen() {
  useEffect(() => {
    if (autoOpenedAlready()) return;
    const tryOpen = () => {
      if (!autoOpenedAlready() && !quickHelpOpen() && !anyDialogOpen()) autoOpenQuickHelp();
    };
    let ready = false;
    const timer = setTimeout(() => {
      ready = true;
      tryOpen();
    }, QUICK_HELP_OPEN_MS);
    const onScroll = () => ready && tryOpen();
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      clearTimeout(timer);
      window.removeEventListener('scroll', onScroll);
    };
  }, []);
}
