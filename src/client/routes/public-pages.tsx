import type { ComponentType } from 'react';
import { lazyPage } from './lazy-page.tsx';

/** Pages open to visitors and signed-in users alike (docs/product.md §2), by path. */
export const PUBLIC_PAGES: Record<string, ComponentType> = {
  '/pricing': lazyPage(() => import('#client/pages/pricing-page.tsx'), 'PricingPage'),
  '/pro-plan': lazyPage(() => import('#client/pages/pro-plan-page.tsx'), 'ProPlanPage'),
  '/privacy-policy': lazyPage(() => import('#client/pages/public/privacy-policy-page.tsx'), 'PrivacyPolicyPage'),
  '/terms-of-service': lazyPage(() => import('#client/pages/public/terms-of-service-page.tsx'), 'TermsOfServicePage'),
  '/cookie-policy': lazyPage(() => import('#client/pages/public/cookie-policy-page.tsx'), 'CookiePolicyPage'),
  '/document-guidelines': lazyPage(
    () => import('#client/pages/public/document-guidelines-page.tsx'),
    'DocumentGuidelinesPage',
  ),
  '/photo-requirements': lazyPage(
    () => import('#client/pages/public/photo-requirements-page.tsx'),
    'PhotoRequirementsPage',
  ),
  '/faq': lazyPage(() => import('#client/pages/public/faq-page.tsx'), 'FaqPage'),
  '/services': lazyPage(() => import('#client/pages/public/services-page.tsx'), 'ServicesPage'),
  '/support': lazyPage(() => import('#client/pages/public/support-page.tsx'), 'SupportPage'),
  '/storage-details': lazyPage(() => import('#client/pages/storage-details-page.tsx'), 'StorageDetailsPage'),
  '/legal': lazyPage(() => import('#client/pages/public/legal-page.tsx'), 'LegalPage'),
};
