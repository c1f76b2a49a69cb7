import Stripe from 'stripe';
import type { StripeSettings } from '../../config.ts';

/** The official SDK, pointed at Stripe or at settings.apiBase (stripe-mock, a test stand-in). */
export function createStripeClient(settings: StripeSettings): Stripe {
  const base = settings.apiBase;
  return new Stripe(settings.secretKey, {
    maxNetworkRetries: 1,
    telemetry: false,
    ...(base && {
      host: base.hostname,
      port: base.port || (base.protocol === 'https:' ? 443 : 80),
      protocol: base.protocol === 'https:' ? 'https' : 'http',
    }),
  });
}
