import { useEffect } from 'react';

export const PRODUCT_NAME = 'Passport Buddy';

/** The browser tab names the page first, then the product: "Pricing · Passport Buddy" (issue 22). */
export function pageTitle(title: string) {
  return `${title} · ${PRODUCT_NAME}`;
}

/** Sets the tab's title while the page is shown; every page calls it once (or through PageIntro). */
export function usePageTitle(title: string) {
  useEffect(() => {
    document.title = pageTitle(title);
  }, [title]);
}
