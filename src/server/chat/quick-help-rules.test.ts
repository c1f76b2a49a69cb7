import { describe, expect, it } from 'vitest';
import type { ChatEntry } from '#shared/schemas/chat.ts';
import { quickHelpResponseSchema } from '#shared/schemas/chat.ts';
import { answerQuickHelp, DONT_KNOW } from '../domain/chat/answer-quick-help.ts';
import { RULES_ONLY } from './help-classifier.ts';
import { HelpIndex } from './help-index.ts';
import { asksForPerson } from './help-topics.ts';
import { editDistance, Speller } from './help-words.ts';

const index = new HelpIndex();
const after = (question: string): ChatEntry[] => [
  { message: question, isUser: true },
  { message: '(answer)', isUser: false },
];
// The topic rules on their own; help-classifier.test.ts tests them with the classifier's second opinion.
const ask = (message: string, history: ChatEntry[] = []) =>
  answerQuickHelp({ index, message, history, classifier: RULES_ONLY });

describe('follow-ups', () => {
  it('a short question with no topic of its own borrows the previous question', async () => {
    expect((await ask('and in the UK?', after('How long does renewal take?'))).passageId).toBe('renewal-time');
    expect((await ask('and for 60 pages?', after('How much is the fee?'))).passageId).toBe('fees');
    // A follow-up of a follow-up reads the last question that named a topic.
    const chain = [...after('How much is the fee?'), ...after('and in the UK?')];
    expect((await ask('and for 60 pages?', chain)).passageId).toBe('fees');
  });

  it('a new question with its own topic does not borrow (issue 21: glasses got the address-proof answer)', async () => {
    expect(
      (await ask('Can I wear my glasses in the photo?', after('How old can my address proof be?'))).passageId,
    ).toBe('photo-rules');
    expect((await ask('Which file types can I upload?', after('My passport expired 3 years ago'))).passageId).toBe(
      'file-rules',
    );
  });

  it('a long question, or one with nothing to follow up on, does not borrow', async () => {
    const long = await ask('and what would the answer be for my friend here?', after('How much is the fee?'));
    expect(long.outcome).toBe('dont-know');
    expect((await ask('ok thanks', after('How much is the fee?'))).outcome).toBe('dont-know');
  });

  it('a follow-up to a question outside our pages is outside them too', async () => {
    expect((await ask('and how long does it take?', after('How do I apply for OCI?'))).outcome).toBe('dont-know');
  });
});

describe('an answer needs the question’s topic', () => {
  it('one shared word is not enough', async () => {
    // "bill" and "statement" are in the address-proof passage, "book" in appointments: none is the topic.
    for (const q of ['Can you book my flight to Mumbai?', 'What is a good time to visit Goa?', 'Tell me about it']) {
      expect((await ask(q)).outcome, q).toBe('dont-know');
    }
  });

  it('reads typos, chat shorthand and Hindi word order', async () => {
    expect((await ask('documnets requried for renewel')).passageId).toBe('documents-needed');
    expect((await ask('can u tell docs for my kid')).passageId).toBe('minors');
    expect((await ask('Photo ka background kya hona chahiye?')).passageId).toBe('photo-rules');
    expect(editDistance('documnet', 'document', 1)).toBe(1);
    // Equally near two words, a typo is left as typed rather than guessed.
    const speller = new Speller(['renewal', 'rental', 'document']);
    expect(speller.correct('documnet')).toBe('document');
    expect(speller.correct('renwal')).toBe('renwal');
  });

  it('a more specific topic wins over a question word ("how much extra for tatkal")', async () => {
    expect((await ask('How much extra for tatkal?')).passageId).toBe('urgent-tatkal');
    expect((await ask('How much does it cost?')).passageId).toBe('fees');
  });

  it('two subjects joined in the question get both passages; a third word settles it', async () => {
    const both = await ask('I lost my passport and need it urgently');
    expect(both).toMatchObject({ outcome: 'answered', passageIds: ['lost', 'urgent-tatkal'] });
    expect(both.sources.map((s) => s.section)).toEqual(['Passport lost or stolen', 'Urgent (Tatkal) processing']);
    expect(both.response).toMatch(/police report/i);
    expect(both.response).toMatch(/Tatkal/);
    expect((await ask('beard and glasses?')).passageIds?.sort()).toEqual(['appearance', 'photo-rules']);
    expect((await ask('Can I have a beard and glasses in the photo?')).passageIds).toEqual(['photo-rules']);
  });

  it('a tie the question does not settle gets "not sure whether A or B", both linked, nothing stated', async () => {
    // Two subjects in different words, not joined: which one is asked about?
    const twoWords = await ask('my kids passport is expiring');
    // One word that several passages share ("photo"), with no clear full-text winner.
    const oneWord = await ask('photo?');
    for (const unsure of [twoWords, oneWord]) {
      expect(unsure).toMatchObject({ outcome: 'dont-know', answered: false, offerLiveChat: true });
      expect(unsure.response).toMatch(/not sure whether/);
      expect(unsure.passageIds).toBeUndefined();
      expect(unsure.sources).toHaveLength(2);
    }
    expect(twoWords.unsureBetween).toEqual(['minors', 'documents-needed']);
    expect(twoWords.sources.map((s) => s.section)).toEqual([
      'Applying for a child (minor)',
      'Documents everyone needs',
    ]);
  });

  it('a weak topic among words our pages never use is not an answer', async () => {
    expect((await ask('The photo shop near me closed, any recommendation?')).outcome).toBe('dont-know');
  });

  it('a question mostly in words our pages never use is not answered from the one they share', async () => {
    expect((await ask('my son wants to study in canada, student permit how')).outcome).toBe('dont-know');
  });
});

describe('words read as a person reads them', () => {
  it('irregular and regular forms and other words for a topic meet it ("tore", "stole", "fastest", "robbed")', async () => {
    for (const [q, id] of [
      ['my dog tore the cover', 'damaged'],
      ['coffee smudged the photo page', 'damaged'],
      ['someone stole my bag with the passport', 'lost'],
      ['got pickpocketed on the metro', 'lost'],
      ['passport kho gaya', 'lost'],
      ['fastest way to renew?', 'urgent-tatkal'],
      ['what papers should i carry', 'documents-needed'],
    ] as const) {
      expect((await ask(q)).passageIds, q).toEqual([id]);
    }
    // A real word is not a typo of ours with another first letter ("carry" is not "marry").
    expect(new Speller(['marry']).correct('carry')).toBe('carry');
  });

  it('a duration the user states is not a question about time', async () => {
    expect((await ask('i have a trip planned in 3 weeks, can i still apply now?')).passageIds).toEqual(['travel']);
    expect((await ask('how many weeks does it take?')).passageIds).toEqual(['renewal-time']);
  });

  it('the clause that asks outweighs the clauses that tell the situation', async () => {
    expect((await ask('I lost my passport. What are the fees?')).passageIds).toEqual(['fees']);
    // Even a weak topic asked about ("how long") outweighs a subject told ("VFS").
    expect((await ask('Submitted at VFS 10 days back. normally how long it takes?')).passageIds).toEqual([
      'renewal-time',
    ]);
    // An outside subject makes the question outside even when only told ("OCI appointment at VFS").
    expect((await ask('OCI appointment booked at VFS, what documents?')).outcome).toBe('dont-know');
  });

  it('a situation passage that also lists documents answers "what documents" for its situation', async () => {
    expect((await ask('lost my passport at the airport, what documents do i need')).passageIds).toEqual(['lost']);
    expect((await ask('i changed my name by gazette, what to submit')).passageIds).toEqual(['name-change']);
    expect((await ask('what documents do i need?')).passageIds).toEqual(['documents-needed']);
  });

  it('a phrase never spans "or": "indian address or current one" is not "current address"', async () => {
    const read = index.read('should I give indian address or current one');
    expect(read.topics.passages.get('address-proof')?.strong).toBe(false);
  });

  it("a follow-up's own weak topic comes before the previous question's", async () => {
    expect((await ask('ok. what about my daughter?', after('I lost my passport'))).passageIds).toEqual(['minors']);
  });

  it('a follow-up with nothing of its own, after a question about two subjects, is not a guess', async () => {
    const answer = await ask('and in canada?', after('tatkal charges and time?'));
    expect(answer.unsureBetween?.sort()).toEqual(['fees', 'urgent-tatkal']);
  });
});

describe('asking for a person', () => {
  it('opens live chat for talk to a person / human / agent', async () => {
    for (const q of [
      'can I talk to a human',
      'How do I talk to a person?',
      'i want to speak to agent pls',
      'connect me to a real person',
      'human please',
      'Is live chat available?',
      'is there a human i can talk to',
      'kisi insaan se baat karni hai',
    ]) {
      expect(asksForPerson(q), q).toBe(true);
    }
    const answer = await ask('can I talk to a human', after('My passport expired 3 years ago'));
    expect(answer).toMatchObject({ outcome: 'handoff', handoff: 'live-chat', offerLiveChat: true, answered: false });
    expect(answer.sources[0]?.path).toBe('/support');
    expect(quickHelpResponseSchema.parse(answer)).toEqual(answer);
  });

  it('asking how to reach us is answered, not handed off', async () => {
    expect(asksForPerson('what is your customer care email id')).toBe(false);
    expect(asksForPerson('Do I need to come in person to the consulate?')).toBe(false);
    expect((await ask('what is your customer care email id')).passageId).toBe('contact');
  });
});

describe('topics outside our pages', () => {
  it('visa, OCI, PCC, Aadhaar and tatkal for a tourist visa get "I don\'t know" with live chat', async () => {
    for (const [q, subject] of [
      ['How do I apply for a US visa?', 'visa'],
      ['tourist visa tatkal', 'visa'],
      ['How do I get an OCI card for my kid?', 'oci'],
      ['PCC from the embassy', 'pcc'],
      ['aadhaar address update', 'aadhaar'],
      // Our plans' prices are on /pricing, not on the help pages; "price" alone is the mission's fee.
      ['how much is the pro plan', 'plan prices'],
    ] as const) {
      const answer = await ask(q);
      expect(answer, q).toMatchObject({ outcome: 'dont-know', answered: false, offerLiveChat: true, sources: [] });
      expect(answer.outside, q).toContain(subject);
      expect(answer.response).toBe(DONT_KNOW);
    }
  });

  it('a visa as a document to bring is ours; travel while the passport is with the mission is on our FAQ', async () => {
    expect((await ask('Do I need a copy of my visa?')).passageId).toBe('documents-needed');
    expect((await ask('Can I go on a trip while they have my passport?')).passageId).toBe('travel');
  });
});
