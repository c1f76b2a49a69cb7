import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { QuickHelpResponse } from '#shared/schemas/chat.ts';
import { TestClient } from '../support/client.ts';
import { startTestServer, type TestServer } from '../support/server.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const ask = async (client: TestClient, body: unknown) => {
  const res = await client.post('/api/chat/quick-help', body);
  return { status: res.status, body: (await res.json()) as QuickHelpResponse & { message?: string } };
};

describe('POST /api/chat/quick-help', () => {
  it('answers a visitor from the help pages and cites the page', async () => {
    const { status, body } = await ask(new TestClient(server.url), { message: 'I lost my passport, what do I need?' });
    expect(status).toBe(200);
    expect(body).toMatchObject({ answered: true, outcome: 'answered', passageId: 'lost' });
    expect(body.response).toMatch(/police report/i);
    expect(body.sources[0]).toEqual({
      title: 'Document Guidelines',
      path: '/document-guidelines',
      section: 'Passport lost or stolen',
    });
  });

  it('quotes figures from the facts module (fees, photo size)', async () => {
    const client = new TestClient(server.url);
    const fees = await ask(client, { message: 'How much does it cost to renew in the USA?' });
    expect(fees.body.response).toContain('$92.90');
    expect(fees.body.sources[0]?.path).toBe('/faq');
    const photo = await ask(client, { message: 'What size should the photo be?' });
    expect(photo.body.response).toContain('2 x 2 in');
    expect(photo.body.sources[0]?.path).toBe('/photo-requirements');
  });

  it('says plainly when it does not know, and offers live chat', async () => {
    const { body } = await ask(new TestClient(server.url), { message: 'Who won the cricket match yesterday?' });
    expect(body).toMatchObject({ answered: false, offerLiveChat: true, sources: [], outcome: 'dont-know' });
    expect(body.response).toMatch(/don't know/);
    expect(body.response).toMatch(/Live Chat/);
  });

  it('says it does not know about visas and OCI even when words overlap a passage', async () => {
    const client = new TestClient(server.url);
    const oci = await ask(client, { message: 'How do I get an OCI card for my daughter?' });
    expect(oci.body).toMatchObject({ outcome: 'dont-know', offerLiveChat: true, outside: ['oci'] });
    const visa = await ask(client, { message: 'Can I extend my work visa when I renew?' });
    expect(visa.body).toMatchObject({ outcome: 'dont-know', outside: ['visa'] });
  });

  it('hands "talk to a human" to live chat, in a conversation about something else too', async () => {
    const { status, body } = await ask(new TestClient(server.url), {
      message: 'can I talk to a human',
      conversationHistory: [
        { message: 'My passport expired 3 years ago', isUser: true },
        { message: 'Yes, in most cases...', isUser: false },
      ],
    });
    expect(status).toBe(200);
    expect(body).toMatchObject({ outcome: 'handoff', handoff: 'live-chat', offerLiveChat: true, answered: false });
    expect(body.response).toMatch(/Live Chat/);
  });

  it('answers a new question on its own topic instead of the previous question (issue 21)', async () => {
    const { body } = await ask(new TestClient(server.url), {
      message: 'Can I wear my glasses in the photo?',
      conversationHistory: [
        { message: 'How old can my address proof be?', isUser: true },
        { message: 'Address proof dated within 3 months...', isUser: false },
      ],
    });
    expect(body).toMatchObject({ outcome: 'answered', passageId: 'photo-rules' });
    expect(body.sources[0]?.section).toBe('Digital photo (ICAO rules)');
  });

  it('reads a short follow-up with the previous question, and uses the page and step', async () => {
    const client = new TestClient(server.url);
    const alone = await ask(client, { message: 'and for a child?' });
    const followUp = await ask(client, {
      message: 'and for a child?',
      conversationHistory: [
        { message: 'Which documents do I need?', isUser: true },
        { message: 'For a standard renewal...', isUser: false },
      ],
    });
    expect(followUp.body.sources[0]?.section).toBe('Applying for a child (minor)');
    expect(alone.body.sources[0]?.section).toBe('Applying for a child (minor)');

    const onStep3 = await ask(client, {
      message: 'What is wrong with it?',
      context: { page: '/application', step: 3 },
    });
    expect(onStep3.body.sources[0]?.section).toBe('What if my verification fails?');
    const onPhotoPage = await ask(client, { message: 'Which rules apply?', context: '/photo-requirements' });
    expect(onPhotoPage.body.sources[0]?.path).toBe('/photo-requirements');
  });

  it('answers a question about two subjects from both passages, and names every passage it states', async () => {
    const { body } = await ask(new TestClient(server.url), { message: 'I lost my passport and need it urgently' });
    expect(body).toMatchObject({ outcome: 'answered', passageId: 'lost', passageIds: ['lost', 'urgent-tatkal'] });
    expect(body.sources.map((s) => s.section)).toEqual(['Passport lost or stolen', 'Urgent (Tatkal) processing']);
    expect(body.response).toMatch(/police report/i);
    expect(body.response).toMatch(/Tatkal/);
  });

  it('says "not sure whether A or B" with both pages linked, stating neither, when the question does not settle it', async () => {
    const { body } = await ask(new TestClient(server.url), { message: 'my kids passport is expiring' });
    expect(body).toMatchObject({
      outcome: 'dont-know',
      answered: false,
      offerLiveChat: true,
      unsureBetween: ['minors', 'documents-needed'],
    });
    expect(body.passageIds).toBeUndefined();
    expect(body.response).toMatch(/not sure whether/);
    expect(body.sources.map((s) => s.path)).toEqual(['/document-guidelines', '/document-guidelines']);
  });

  it('refuses empty messages and a history longer than 5', async () => {
    const client = new TestClient(server.url);
    const empty = await ask(client, { message: '   ' });
    expect(empty.status).toBe(400);
    expect(empty.body.message).toBe('Please type a message.');
    const long = await ask(client, {
      message: 'fees?',
      conversationHistory: Array.from({ length: 6 }, () => ({ message: 'hi', isUser: true })),
    });
    expect(long.status).toBe(400);
  });
});

describe('optional LLM rewrite', () => {
  let llm: Server;
  let reply = '';
  let llmServer: TestServer;
  const prompts: string[] = [];

  beforeAll(async () => {
    // A stand-in for an OpenAI-compatible endpoint on loopback: it answers whatever the test sets.
    llm = createServer((req, res) => {
      let raw = '';
      req.on('data', (c: Buffer) => (raw += c.toString()));
      req.on('end', () => {
        prompts.push(raw);
        if (reply === 'FAIL') return res.writeHead(500).end('down');
        res.writeHead(200, { 'content-type': 'application/json' });
        res.end(JSON.stringify({ choices: [{ message: { content: reply } }] }));
      });
    });
    await new Promise<void>((resolve) => llm.listen(0, '127.0.0.1', resolve));
    const { port } = llm.address() as AddressInfo;
    llmServer = await startTestServer({
      llm: { baseUrl: `http://127.0.0.1:${port}/v1`, model: 'test-model', apiKey: undefined },
    });
  });
  afterAll(async () => {
    await llmServer.close();
    llm.close();
  });

  it('uses the rewording when it adds no figures, and sends only retrieved passages', async () => {
    reply = 'Bring a police report of the loss and a sworn declaration on Annexure F.';
    const { body } = await ask(new TestClient(llmServer.url), { message: 'I lost my passport' });
    expect(body.response).toBe(reply);
    expect(body.sources[0]?.section).toBe('Passport lost or stolen');
    expect(prompts.at(-1)).toContain('Passport lost or stolen');
    expect(prompts.at(-1)).toContain('"model":"test-model"');
  });

  it('throws away a rewording that invents a number, and falls back when the endpoint fails', async () => {
    reply = 'A lost passport costs $999 to replace.';
    const invented = await ask(new TestClient(llmServer.url), { message: 'I lost my passport' });
    expect(invented.body.response).not.toContain('999');
    expect(invented.body.response).toMatch(/police report/i);
    reply = 'FAIL';
    const failed = await ask(new TestClient(llmServer.url), { message: 'I lost my passport' });
    expect(failed.body.response).toMatch(/police report/i);
  });
});
