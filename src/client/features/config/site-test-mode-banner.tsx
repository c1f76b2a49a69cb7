import { SITE_TEST_MODE_BANNER } from '#shared/schemas/public-config.ts';
import { usePublicConfig } from './use-public-config.ts';

/** On every page while purchases are simulated, so nobody mistakes a test deployment for a real one. */
export function SiteTestModeBanner() {
  const { data } = usePublicConfig();
  if (data?.paymentsMode !== 'test') return null;
  return (
    <aside
      aria-label="Test mode notice"
      className="bg-amber-100 px-4 py-1.5 text-center text-sm font-medium text-amber-950"
    >
      {SITE_TEST_MODE_BANNER}
    </aside>
  );
}
