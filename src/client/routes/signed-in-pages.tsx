import type { ComponentType } from 'react';
import { lazyPage } from './lazy-page.tsx';

const ApplicationPage = lazyPage(() => import('#client/pages/application-page.tsx'), 'ApplicationPage');

/** Pages only signed-in users reach (docs/product.md §2), besides / and the public set. */
export const SIGNED_IN_PAGES: Record<string, ComponentType> = {
  '/application': ApplicationPage,
  '/application/:id': ApplicationPage,
  '/pro-dashboard': lazyPage(() => import('#client/pages/pro-dashboard-page.tsx'), 'ProDashboardPage'),
  '/express-dashboard': lazyPage(() => import('#client/pages/express-dashboard-page.tsx'), 'ExpressDashboardPage'),
  '/application-history': lazyPage(
    () => import('#client/pages/application-history-page.tsx'),
    'ApplicationHistoryPage',
  ),
  '/admin': lazyPage(() => import('#client/pages/admin-page.tsx'), 'AdminPage'),
  '/success': lazyPage(() => import('#client/pages/success-page.tsx'), 'SuccessPage'),
};
