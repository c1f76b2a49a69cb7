import type { ComponentType } from 'react';
import { ComingSoonPage } from '#client/pages/coming-soon-page.tsx';
import { PricingPage } from '#client/pages/pricing-page.tsx';
import { CookiePolicyPage } from '#client/pages/public/cookie-policy-page.tsx';
import { DocumentGuidelinesPage } from '#client/pages/public/document-guidelines-page.tsx';
import { FaqPage } from '#client/pages/public/faq-page.tsx';
import { LegalPage } from '#client/pages/public/legal-page.tsx';
import { PhotoRequirementsPage } from '#client/pages/public/photo-requirements-page.tsx';
import { PrivacyPolicyPage } from '#client/pages/public/privacy-policy-page.tsx';
import { ServicesPage } from '#client/pages/public/services-page.tsx';
import { TermsOfServicePage } from '#client/pages/public/terms-of-service-page.tsx';

const soon = (title: string) => () => <ComingSoonPage title={title} />;

/** Pages open to visitors and signed-in users alike (spec §2), by path. */
export const PUBLIC_PAGES: Record<string, ComponentType> = {
  '/pricing': PricingPage,
  '/pro-plan': soon('Pro Plan'),
  '/privacy-policy': PrivacyPolicyPage,
  '/terms-of-service': TermsOfServicePage,
  '/cookie-policy': CookiePolicyPage,
  '/document-guidelines': DocumentGuidelinesPage,
  '/photo-requirements': PhotoRequirementsPage,
  '/faq': FaqPage,
  '/services': ServicesPage,
  '/support': soon('Support Center'),
  '/storage-details': soon('Secure Storage'),
  '/legal': LegalPage,
};
