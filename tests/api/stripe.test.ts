import { createServer, type IncomingMessage, type Server } from 'node:http';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestClient } from '../support/client.ts';
import { signUp } from '../support/client.ts';
import { startTestServer, type TestServer } from '../support/server.ts';

const WEBHOOK_SECRET = 'whsec_test_secret';
const sdk = new Stripe('sk_test_local');

/** A local stand-in for Stripe's API on loopback: records each request and answers like Stripe. */
const recorded: { method: string; url: string; body: string }[] = [];
const sessions = new Map<string, Record<string, unknown>>();
let standIn: Server;
let server: TestServer;

const readBody = (req: IncomingMessage) =>
  new Promise<string>((resolve) => {
    let data = '';
    req.on('data', (c: Buffer) => (data += c.toString()));
    req.on('end', () => resolve(data));
  });

beforeAll(async () => {
  standIn = createServer((req, res) => {
    void readBody(req).then((body) => {
      recorded.push({ method: req.method ?? '', url: req.url ?? '', body });
      res.setHeader('content-type', 'application/json');
      if (req.method === 'POST' && req.url === '/v1/checkout/sessions') {
        const form = new URLSearchParams(body);
        const id = `cs_test_${recorded.length}`;
        const session = {
          id,
          object: 'checkout.session',
          url: `https://checkout.stripe.test/${id}`,
          client_reference_id: form.get('client_reference_id'),
          amount_total: Number(form.get('line_items[0][price_data][unit_amount]')),
          payment_status: 'unpaid',
        };
        sessions.set(id, session);
        res.end(JSON.stringify(session));
        return;
      }
      const match = /^\/v1\/checkout\/sessions\/([\w]+)/.exec(req.url ?? '');
      const found = match ? sessions.get(match[1] ?? '') : undefined;
      res.statusCode = found ? 200 : 404;
      res.end(JSON.stringify(found ?? { error: { type: 'invalid_request_error', message: 'No such session' } }));
    });
  });
  await new Promise<void>((resolve) => standIn.listen(0, '127.0.0.1', resolve));
  const address = standIn.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  server = await startTestServer({
    paymentsMode: 'live',
    publicUrl: 'https://buddy.example',
    stripe: { secretKey: 'sk_test_local', webhookSecret: WEBHOOK_SECRET, apiBase: new URL(`http://127.0.0.1:${port}`) },
  });
});
afterAll(async () => {
  await server.close();
  await new Promise<void>((resolve) => standIn.close(() => resolve()));
});

async function buyPro(client: TestClient) {
  const res = await client.post('/api/create-payment-intent', { planId: 'pro' });
  expect(res.status).toBe(200);
  const { checkoutUrl } = (await res.json()) as { checkoutUrl: string };
  return checkoutUrl.split('/').pop() ?? '';
}

function signed(session: Record<string, unknown>, secret = WEBHOOK_SECRET) {
  const payload = JSON.stringify({
    id: `evt_${Math.random()}`,
    object: 'event',
    type: 'checkout.session.completed',
    data: { object: session },
  });
  const header = sdk.webhooks.generateTestHeaderString({ payload, secret });
  return { payload, header };
}

const webhook = (payload: string, header: string) =>
  fetch(`${server.url}/api/stripe/webhook`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'stripe-signature': header },
    body: payload,
  });

const plan = async (client: TestClient) =>
  (await (await client.get('/api/subscription-status')).json()) as Record<string, unknown>;

describe('Stripe Checkout (local stand-in for the Stripe API)', () => {
  it('creates a one-time Checkout Session against the local stand-in and records the request', async () => {
    const { client, user } = await signUp(server.url);
    const id = await buyPro(client);
    const call = recorded.find((r) => r.method === 'POST' && r.body.includes(`client_reference_id=${user.id}`));
    expect(call).toBeDefined();
    const form = new URLSearchParams(call?.body);
    expect(form.get('mode')).toBe('payment');
    expect(form.get('line_items[0][price_data][unit_amount]')).toBe('2999');
    expect(form.get('success_url')).toBe('https://buddy.example/success?session_id={CHECKOUT_SESSION_ID}');
    expect(id).toMatch(/^cs_test_/);
    expect(await plan(client)).toMatchObject({ status: 'unpaid' });
  });

  it('a valid signed checkout.session.completed activates the plan; a replay changes nothing', async () => {
    const { client, user } = await signUp(server.url);
    const id = await buyPro(client);
    const session = { ...sessions.get(id), payment_status: 'paid', client_reference_id: String(user.id) };
    const { payload, header } = signed(session);
    const first = await webhook(payload, header);
    expect(first.status).toBe(200);
    expect(await first.json()).toEqual({ received: true, activated: true });
    expect(await plan(client)).toMatchObject({ plan: 'pro', status: 'active' });
    const replay = await webhook(payload, header);
    expect(await replay.json()).toEqual({ received: true, activated: false });
    const rows = await server.app.ctx.db
      .selectFrom('payment_sessions')
      .selectAll()
      .where('user_id', '=', user.id)
      .execute();
    expect(rows).toMatchObject([{ status: 'paid' }]);
  });

  it('a bad signature is refused and activates nothing', async () => {
    const { client, user } = await signUp(server.url);
    const id = await buyPro(client);
    const { payload, header } = signed(
      { ...sessions.get(id), payment_status: 'paid', client_reference_id: String(user.id) },
      'whsec_wrong',
    );
    const res = await webhook(payload, header);
    expect(res.status).toBe(400);
    expect(await plan(client)).toMatchObject({ status: 'unpaid' });
  });

  it("an event naming another user's session activates nobody", async () => {
    const victim = await signUp(server.url);
    const attacker = await signUp(server.url);
    const id = await buyPro(victim.client);
    const { payload, header } = signed({
      ...sessions.get(id),
      payment_status: 'paid',
      client_reference_id: String(attacker.user.id),
    });
    expect(await (await webhook(payload, header)).json()).toEqual({ received: true, activated: false });
    expect(await plan(attacker.client)).toMatchObject({ status: 'unpaid' });
    expect(await plan(victim.client)).toMatchObject({ status: 'unpaid' });
  });

  it('/api/payment-success verifies through the API: unpaid answers false, paid activates, others 404-like false', async () => {
    const { client, user } = await signUp(server.url);
    const id = await buyPro(client);
    expect(await (await client.get(`/api/payment-success?session_id=${id}`)).json()).toEqual({ success: false });
    sessions.set(id, { ...sessions.get(id), payment_status: 'paid', client_reference_id: String(user.id) });
    const other = await signUp(server.url);
    expect(await (await other.client.get(`/api/payment-success?session_id=${id}`)).json()).toEqual({ success: false });
    expect(await (await client.get(`/api/payment-success?session_id=${id}`)).json()).toMatchObject({
      success: true,
      plan: 'pro',
    });
    expect(await plan(client)).toMatchObject({ plan: 'pro', status: 'active' });
  });
});
