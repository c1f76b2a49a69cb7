import type { ComponentType } from 'react';
import { ComingSoonPage } from '#client/pages/coming-soon-page.tsx';

const soon = (title: string) => () => <ComingSoonPage title={title} />;

/** Pages open to visitors and signed-in users alike (spec §2), by path. */
export const PUBLIC_PAGES: Record<string, ComponentType> = {
  '/pricing': soon('Pricing'),
  '/pro-plan': soon('Pro Plan'),
  '/privacy-policy': soon('Privacy Policy'),
  '/terms-of-service': soon('Terms of Service'),
  '/cookie-policy': soon('Cookie Policy'),
  '/document-guidelines': soon('Document Guidelines'),
  '/photo-requirements': soon('Photo Requirements'),
  '/faq': soon('FAQ'),
  '/services': soon('Services'),
  '/support': soon('Support Center'),
  '/storage-details': soon('Secure Storage'),
  '/legal': soon('Legal and Privacy'),
};
