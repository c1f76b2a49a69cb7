import { FlaskConical } from 'lucide-react';
import { TEST_MODE_BANNER } from '#shared/schemas/payments.ts';
import { usePublicConfig } from '#client/features/config/use-public-config.ts';

/**
 * Shown only when the server says it is in test mode, so a live deployment never claims to be free. It reads the
 * public config every page has loaded before it renders (App.tsx), so it is there in the first paint and never
 * pushes the plans down (a separate /api/payments/config fetch did: CLS 0.1 on /pricing).
 */
export function TestModeBanner() {
  const { data } = usePublicConfig();
  if (data?.paymentsMode !== 'test') return null;
  return (
    <aside
      aria-label="Payment mode"
      className="mb-8 flex items-start gap-3 rounded-lg border border-amber-300 bg-amber-50 p-4 text-amber-950"
    >
      <FlaskConical className="mt-0.5 size-5 shrink-0" aria-hidden />
      <p>
        <strong className="font-semibold">{TEST_MODE_BANNER}.</strong> Choosing a plan activates it straight away, so
        you can try every paid feature.
      </p>
    </aside>
  );
}
