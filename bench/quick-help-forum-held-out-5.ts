/**
 * HELD OUT, fifth set. Written on 2026-11-26 after held-out set 4 had been run once, the method changed because
 * of it (round 3) and was frozen again (commit df0c8e4); written before running any code on these questions and
 * never used to tune words, topics, classes or thresholds. Do not edit questions or labels to improve a figure:
 * if the code changes after its results are seen, write a new held-out set and report both.
 *
 * Forum style, as NRIs ask on r/nri, consulate Facebook groups and Quora: posts that tell a situation before
 * the question, terse questions, typos, Hinglish, two subjects in one question, follow-ups inside a
 * conversation, requests for a person, and subjects our help pages do not cover (OCI, visas, PCC, Aadhaar,
 * PAN, surrender, ECR, an employer keeping the passport, a consulate's queue...).
 *
 * Labels as in set 4: the passage whose content answers the question, by what the passage says (`also`: others
 * that answer it equally well, e.g. both subjects of a two-subject question); 'dont-know' where nothing on our
 * pages answers it; 'live-chat' where the user asks for a person. Travel while the passport is with the mission
 * is on our FAQ page (docs/decisions/0025-quick-help.md).
 */
import type { ChatEntry } from '#shared/schemas/chat.ts';
import type { ForumQuestion } from './quick-help-forum-held-out.ts';

const user = (message: string): ChatEntry => ({ message, isUser: true });
const bot = (message: string): ChatEntry => ({ message, isUser: false });
const after = (question: string): ChatEntry[] => [user(question), bot('(answer)')];

export const FORUM_HELD_OUT_5: ForumQuestion[] = [
  // Answerable, as written on forums.
  {
    q: 'Hello all, renewing my passport from Singapore. Roughly how many days before I get it back?',
    expect: 'renewal-time',
  },
  { q: 'Does anyone know the usual waiting period for reissue in Melbourne?', expect: 'renewal-time' },
  { q: 'how much $$ for renewing 60 page booklet in the states', expect: 'fees' },
  { q: 'passport renewal ki fees kitni hai dubai se?', expect: 'fees' },
  {
    q: 'Dad passed away in India, need to travel urgently but my passport expires next week. What are my options?',
    expect: 'urgent-tatkal',
  },
  { q: 'any quicker way than normal processing? i cant wait 6 weeks', expect: 'urgent-tatkal' },
  { q: 'checklist of docs for normal reissue pls, applying from Netherlands', expect: 'documents-needed' },
  { q: 'Do they need my residence permit copy or just the passport?', expect: 'documents-needed' },
  {
    q: 'My passport was stolen along with my wallet at a train station in Italy. What do I do now?',
    expect: 'lost',
  },
  { q: 'i misplaced my passport while moving apartments, i think its gone for good', expect: 'lost' },
  {
    q: 'The cover of my passport is peeling and one page is loose. Do I need to apply for damaged?',
    expect: 'damaged',
  },
  { q: 'accidentally put passport through the laundry 🤦‍♂️', expect: 'damaged' },
  { q: "I want to remove my ex-husband's name from my passport after divorce", expect: 'name-change' },
  { q: 'Name on my passport has a typo, how to correct it?', expect: 'name-change' },
  {
    q: "my passport expired 3 yrs ago and I'm abroad, can I still apply for renewal or need fresh passport",
    expect: 'expired',
  },
  { q: 'Passport expired long time back (2009). Is an affidavit needed?', expect: 'expired' },
  {
    q: "I now wear a turban but my old passport photo doesn't. Do I need to declare it?",
    expect: 'appearance',
  },
  { q: 'my signature changed completely since my last passport, anything extra needed?', expect: 'appearance' },
  { q: 'renewing passport for my 15 year old daughter, what do we need from both parents?', expect: 'minors' },
  {
    q: "Child's passport renewal — father is in India, mother here. Is consent from both needed?",
    expect: 'minors',
  },
  { q: 'Is a credit card statement okay as proof of address?', expect: 'address-proof' },
  { q: "my utility bills are all in my spouse's name, what can I use for address proof", expect: 'address-proof' },
  { q: 'What is the file size limit for uploading documents?', expect: 'file-rules' },
  { q: 'can i upload a scanned copy in png?', expect: 'file-rules' },
  { q: 'What dimensions should the printed photo be for US applications?', expect: 'photo-print' },
  { q: 'photo needs to be taken how recently? within 6 months?', expect: 'photo-print' },
  { q: 'Are earrings allowed in the passport photo?', expect: 'photo-rules' },
  { q: 'can I smile with teeth in passport photo or should be neutral?', expect: 'photo-rules' },
  { q: 'Can I take my own photo with a phone and upload it?', expect: 'photo-rules', also: ['photo-upload'] },
  { q: 'My photo got a low score in your photo check, what does that mean?', expect: 'photo-upload' },
  {
    q: 'my document verification failed, it says name does not match. how do I fix this?',
    expect: 'failed-verification',
  },
  { q: 'What are the common reasons applications get held up?', expect: 'hold-reasons' },
  { q: 'Do I need to book an appointment before going to the BLS centre?', expect: 'appointments' },
  { q: 'Can I mail my application instead of visiting the consulate?', expect: 'appointments' },
  {
    q: 'Planning a trip to Mexico next month. Can I go while my passport is being renewed?',
    expect: 'travel',
  },
  { q: 'will i be able to fly during renewal process?', expect: 'travel' },
  { q: 'Are my uploaded documents encrypted?', expect: 'security' },
  { q: 'how long do you keep my data after my application is done?', expect: 'security' },
  { q: 'What does Passport Buddy actually do?', expect: 'services' },
  { q: "what's your phone number for support", expect: 'contact' },

  // Two subjects in one question.
  { q: "lost my passport and my kid's passport too, documents for both?", expect: 'lost', also: ['minors'] },
  {
    q: 'How long does tatkal take and how much does it cost?',
    expect: 'urgent-tatkal',
    also: ['fees', 'renewal-time'],
  },
  { q: 'photo size and background colour requirements?', expect: 'photo-print', also: ['photo-rules'] },
  {
    q: 'name changed after marriage and also passport is expiring soon, what documents needed',
    expect: 'name-change',
    also: ['documents-needed'],
  },

  // Follow-ups inside a conversation.
  { q: 'what about if i lost it?', expect: 'lost', history: after('what documents do i need for renewal') },
  { q: 'and in Canada?', expect: 'fees', history: after('how much are the fees in UK') },
  { q: 'what about earrings?', expect: 'photo-rules', history: after('can i wear spectacles in the photo') },
  {
    q: 'how long will the new one take?',
    expect: 'renewal-time',
    history: after('my passport was damaged in a flood'),
  },
  {
    q: 'do both parents have to be present?',
    expect: 'minors',
    history: after("documents for my son's renewal"),
  },
  { q: 'is it available in the UK?', expect: 'urgent-tatkal', history: after('what is the tatkal fee') },
  { q: 'how much is it?', expect: 'dont-know', history: after('can I get an OCI card for my wife') },
  { q: 'do I need to go to police?', expect: 'lost', history: after('what documents for lost passport') },

  // Asking for a person.
  { q: 'pls can i chat with an actual person', expect: 'live-chat' },
  { q: 'I want to speak to customer service', expect: 'live-chat' },
  { q: 'connect me with a human agent now', expect: 'live-chat' },
  { q: 'koi real person se baat ho sakti hai?', expect: 'live-chat' },

  // Outside our pages.
  { q: 'how to renew OCI after getting new passport number', expect: 'dont-know' },
  { q: 'Can I travel to India on my expired passport with OCI?', expect: 'dont-know' },
  { q: 'My H4 visa stamp is in my old passport, will it still be valid?', expect: 'dont-know' },
  { q: 'PCC appointment at VFS London, what documents?', expect: 'dont-know' },
  { q: 'need to update mobile number in aadhaar, I am abroad', expect: 'dont-know' },
  { q: 'How do I apply for PAN card as an NRI?', expect: 'dont-know' },
  { q: 'What is Annexure I for surrender of passport?', expect: 'dont-know' },
  { q: 'my employer holds my passport, is that legal?', expect: 'dont-know' },
  { q: 'How to get a birth certificate from India for my father', expect: 'dont-know' },
  { q: 'best area to live in London for indian families', expect: 'dont-know' },
  { q: 'Do I need ECR check for working in Saudi?', expect: 'dont-know' },
  { q: 'my passport renewal is pending at consulate for 3 months, whom to contact?', expect: 'dont-know' },
];
