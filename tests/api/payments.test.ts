import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PLAN_IDS, PLANS } from '#shared/constants.ts';
import { signUp, TestClient } from '../support/client.ts';
import { startTestServer, type TestServer } from '../support/server.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

type Json = Record<string, unknown>;
const json = async (res: Response) => (await res.json()) as Json;

const CHECKOUT_URL = /^\/success\?session_id=([A-Za-z0-9_-]{32})$/;

async function checkout(client: TestClient, planId: string) {
  const res = await client.post('/api/create-payment-intent', { planId });
  expect(res.status).toBe(200);
  const { checkoutUrl } = (await res.json()) as { checkoutUrl: string };
  const sessionId = CHECKOUT_URL.exec(checkoutUrl)?.[1];
  if (!sessionId) throw new Error(`unexpected checkoutUrl ${checkoutUrl}`);
  return sessionId;
}

const status = async (client: TestClient) => json(await client.get('/api/subscription-status'));
const complete = (client: TestClient, sessionId: string) =>
  client.get(`/api/payment-success?session_id=${encodeURIComponent(sessionId)}`);

async function sessionRow(id: string) {
  return server.app.ctx.db.selectFrom('payment_sessions').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
}

const userRow = (id: number) =>
  server.app.ctx.db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirstOrThrow();

describe('payments in test mode', () => {
  it('tells the pricing page the mode without sign-in', async () => {
    const res = await new TestClient(server.url).get('/api/payments/config');
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ mode: 'test' });
  });

  it.each(PLAN_IDS)('sells the %s plan: checkout, then payment-success activates it', async (planId) => {
    const { client, user } = await signUp(server.url);
    expect(await status(client)).toMatchObject({ plan: 'basic', status: 'unpaid', hasAccess: false });

    const sessionId = await checkout(client, planId);
    expect(await sessionRow(sessionId)).toMatchObject({
      user_id: user.id,
      plan_id: planId,
      amount_cents: Math.round(PLANS[planId].price * 100),
      status: 'pending',
      completed_at: null,
    });
    // Creating the session alone grants nothing.
    expect(await status(client)).toMatchObject({ plan: 'basic', status: 'unpaid', hasAccess: false });

    const res = await complete(client, sessionId);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({
      success: true,
      planId,
      amountCents: Math.round(PLANS[planId].price * 100),
      plan: planId,
      hasAccess: true,
    });
    expect(await status(client)).toMatchObject({ plan: planId, status: 'active', hasAccess: true });
    expect(await sessionRow(sessionId)).toMatchObject({ status: 'paid', completed_at: expect.any(String) });
  });

  it('gives every checkout its own unguessable session id', async () => {
    const { client } = await signUp(server.url);
    const ids = [await checkout(client, 'pro'), await checkout(client, 'pro'), await checkout(client, 'express')];
    expect(new Set(ids).size).toBe(3);
  });

  it('is idempotent: a second call for a paid session answers success again and changes nothing', async () => {
    const { client } = await signUp(server.url);
    const sessionId = await checkout(client, 'pro');
    expect(await json(await complete(client, sessionId))).toMatchObject({ success: true, plan: 'pro' });
    const paid = await sessionRow(sessionId);
    const before = await userRow(paid.user_id);

    const again = await complete(client, sessionId);
    expect(again.status).toBe(200);
    expect(await json(again)).toMatchObject({ success: true, planId: 'pro', plan: 'pro', hasAccess: true });
    expect(await sessionRow(sessionId)).toEqual(paid);
    const after = await userRow(paid.user_id);
    expect(after).toEqual(before);
    expect(await status(client)).toMatchObject({ plan: 'pro', status: 'active', hasAccess: true });
  });

  it("answers {success: false} for another user's session and changes neither user", async () => {
    const owner = await signUp(server.url);
    const other = await signUp(server.url);
    const sessionId = await checkout(owner.client, 'express');

    const res = await complete(other.client, sessionId);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ success: false });
    expect(await status(other.client)).toMatchObject({ plan: 'basic', status: 'unpaid', hasAccess: false });
    expect(await status(owner.client)).toMatchObject({ plan: 'basic', status: 'unpaid', hasAccess: false });
    expect(await sessionRow(sessionId)).toMatchObject({ status: 'pending', completed_at: null });

    // The owner can still complete it afterwards.
    expect(await json(await complete(owner.client, sessionId))).toMatchObject({ success: true, plan: 'express' });
  });

  it('answers {success: false} for an unknown session id and changes nothing', async () => {
    const { client } = await signUp(server.url);
    const res = await complete(client, 'no-such-session');
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ success: false });
    expect(await status(client)).toMatchObject({ plan: 'basic', status: 'unpaid', hasAccess: false });
  });

  it('needs a session_id', async () => {
    const { client } = await signUp(server.url);
    for (const url of [
      '/api/payment-success',
      '/api/payment-success?session_id=',
      '/api/payment-success?session_id=%20',
    ]) {
      const res = await client.get(url);
      expect(res.status).toBe(400);
      expect((await json(res)).message).toBe('session_id is required');
    }
  });

  it('needs sign-in for checkout and payment-success', async () => {
    const { client } = await signUp(server.url);
    const sessionId = await checkout(client, 'pro');
    const visitor = new TestClient(server.url);
    const create = await visitor.post('/api/create-payment-intent', { planId: 'pro' });
    expect(create.status).toBe(401);
    expect((await json(create)).message).toBe('Please sign in to continue.');
    expect((await complete(visitor, sessionId)).status).toBe(401);
    expect(await sessionRow(sessionId)).toMatchObject({ status: 'pending' });
  });

  it('refuses a bad planId with a clear message and stores nothing', async () => {
    const { client, user } = await signUp(server.url);
    for (const body of [{ planId: 'gold' }, {}, { planId: 'PRO' }, { planId: 3 }]) {
      const res = await client.post('/api/create-payment-intent', body);
      expect(res.status).toBe(400);
      expect((await json(res)).message).toBe('Choose a plan: basic, pro or express.');
    }
    expect((await client.post('/api/create-payment-intent', { planId: 'pro', amountCents: 1 })).status).toBe(400);
    const rows = await server.app.ctx.db
      .selectFrom('payment_sessions')
      .selectAll()
      .where('user_id', '=', user.id)
      .execute();
    expect(rows).toEqual([]);
  });

  it('does not sell a plan the account already has, and never downgrades a paid plan', async () => {
    const { client } = await signUp(server.url);
    const basic = await checkout(client, 'basic');
    const express = await checkout(client, 'express');
    expect(await json(await complete(client, express))).toMatchObject({ success: true, plan: 'express' });

    // An older, cheaper session completed later keeps the better plan.
    expect(await json(await complete(client, basic))).toMatchObject({
      success: true,
      planId: 'basic',
      plan: 'express',
    });
    expect(await status(client)).toMatchObject({ plan: 'express', status: 'active', hasAccess: true });

    for (const planId of ['basic', 'pro', 'express']) {
      const res = await client.post('/api/create-payment-intent', { planId });
      expect(res.status).toBe(409);
    }
    const same = await client.post('/api/create-payment-intent', { planId: 'express' });
    expect((await json(same)).message).toBe('You already have the Express plan.');
  });

  it('lets a paid Basic account upgrade to Pro', async () => {
    const { client } = await signUp(server.url);
    await complete(client, await checkout(client, 'basic'));
    await complete(client, await checkout(client, 'pro'));
    expect(await status(client)).toMatchObject({ plan: 'pro', status: 'active', hasAccess: true });
  });
});

describe('payments in live mode (no payment provider yet)', () => {
  let live: TestServer;
  beforeAll(async () => {
    live = await startTestServer({ paymentsMode: 'live' });
  });
  afterAll(() => live.close());

  it("answers 503 'Payment Service Unavailable' and changes nothing", async () => {
    const { client, user } = await signUp(live.url);
    expect(await json(await client.get('/api/payments/config'))).toEqual({ mode: 'live' });
    const res = await client.post('/api/create-payment-intent', { planId: 'pro' });
    expect(res.status).toBe(503);
    expect((await json(res)).message).toBe('Payment Service Unavailable');
    const rows = await live.app.ctx.db
      .selectFrom('payment_sessions')
      .selectAll()
      .where('user_id', '=', user.id)
      .execute();
    expect(rows).toEqual([]);
    expect(await status(client)).toMatchObject({ plan: 'basic', status: 'unpaid', hasAccess: false });
  });

  it('never activates a leftover test-mode session', async () => {
    const { client, user } = await signUp(live.url);
    await live.app.ctx.db
      .insertInto('payment_sessions')
      .values({
        id: 'left-over',
        user_id: user.id,
        plan_id: 'pro',
        amount_cents: 2999,
        status: 'pending',
        created_at: new Date().toISOString(),
        completed_at: null,
      })
      .execute();
    const res = await complete(client, 'left-over');
    expect(res.status).toBe(503);
    expect(await status(client)).toMatchObject({ plan: 'basic', status: 'unpaid', hasAccess: false });
  });
});
