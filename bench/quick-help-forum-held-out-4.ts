/**
 * HELD OUT, fourth set. Written on 2026-11-26 after the round-2 method was frozen (commit 92f84c1) and before
 * running any code on these questions; never used to tune words, topics, classes or thresholds. Do not edit
 * questions or labels to improve a figure: if the code changes after its results are seen, write a new
 * held-out set and report both.
 *
 * Forum style, as NRIs ask on r/nri, consulate Facebook groups and Quora: typos, chat shorthand, Hinglish and
 * other word orders, a situation told before the question, two subjects in one question, follow-ups inside a
 * conversation, requests for a person, and subjects our help pages do not cover (visa, OCI, PCC, Aadhaar,
 * police verification, jurisdiction, I-94, ECNR...). The subjects were taken from public NRI guides and threads
 * (VFS checklists, Annexure F, lost/damaged reissue), the wording is the author's.
 *
 * Labels: the passage id (src/shared/help/help-passages.ts) whose content answers the question, by what the
 * passage says; `also` lists other passages that answer it equally well (both subjects of a two-subject
 * question). 'dont-know': nothing on our pages answers it. 'live-chat': the user asks for a person. Travel
 * while the passport is with the mission is on our FAQ page (docs/decisions/0025-quick-help.md), so it is labelled
 * with that passage.
 */
import type { ChatEntry } from '#shared/schemas/chat.ts';
import type { ForumQuestion } from './quick-help-forum-held-out.ts';

const user = (message: string): ChatEntry => ({ message, isUser: true });
const bot = (message: string): ChatEntry => ({ message, isUser: false });
const after = (question: string): ChatEntry[] => [user(question), bot('(answer)')];

export const FORUM_HELD_OUT_4: ForumQuestion[] = [
  // Answerable, as written on forums.
  { q: 'hi, how many weeks does the consulate take to return renewed passport in Toronto?', expect: 'renewal-time' },
  { q: 'Renewal submitted at VFS Houston 10 days back. normally how long it takes?', expect: 'renewal-time' },
  { q: 'wat is the govt fee for passport renwal in USA 36 pages', expect: 'fees' },
  { q: 'renewal ka kharcha kitna aata hai UK mein?', expect: 'fees' },
  {
    q: 'mother hospitalised in Kerala, I need to fly next week but passport expired. any tatkal option??',
    expect: 'urgent-tatkal',
  },
  { q: 'Is there any way to speed up the renewal process?', expect: 'urgent-tatkal' },
  { q: 'documents list for reissue of passport (expiry due) from Germany', expect: 'documents-needed' },
  { q: 'is copy of my H1B visa and I-797 needed with renewal application?', expect: 'documents-needed' },
  {
    q: 'Passport stolen from car in Birmingham. Police gave crime reference number, what else is needed?',
    expect: 'lost',
  },
  { q: 'lost passport in uber, cant find it anywhere. how do i apply for new one from here', expect: 'lost' },
  { q: 'My 2yr old tore out one page of my passport 😭 can it still be used or need renewal', expect: 'damaged' },
  { q: 'passport got soaked in the rain, ink has run on few pages', expect: 'damaged' },
  {
    q: "Got married last year, want to change surname in passport to husband's. what proof do they accept?",
    expect: 'name-change',
  },
  {
    q: 'my name spelling in passport is different from my degree certificate, how to fix it during renewal',
    expect: 'name-change',
  },
  { q: 'pp expired in 2016, i am in US since then, can i still renew or is it too late', expect: 'expired' },
  {
    q: 'I have lost a lot of weight and look very different from my passport photo, is that a problem?',
    expect: 'appearance',
  },
  { q: 'signature in old passport was in hindi, now i sign in english. any issue?', expect: 'appearance' },
  { q: "what all needed for my 8 yr old son's passport renewal, we both parents are in canada", expect: 'minors' },
  { q: 'Newborn baby passport from consulate, father is not here, only mom will apply', expect: 'minors' },
  {
    q: 'my bank statement is online only, will e-statement printout be accepted as address proof?',
    expect: 'address-proof',
  },
  { q: 'I live with my parents so no bills in my name. what can I give for address proof?', expect: 'address-proof' },
  { q: 'Whats the maximum size of a document I can upload? my scan is 8MB', expect: 'file-rules' },
  { q: 'can I upload iphone HEIC photos of my documents or need pdf', expect: 'file-rules' },
  { q: 'photo size for indian passport renewal in uk? 35x45mm?', expect: 'photo-print' },
  { q: 'How big should the head be in the passport photo', expect: 'photo-print' },
  { q: 'Can I use the same photo from my previous passport?', expect: 'photo-print' },
  { q: 'can i wear my nose ring in the passport photo', expect: 'photo-rules' },
  { q: 'is a photo taken on my phone against a white door okay?', expect: 'photo-rules' },
  {
    q: 'my uploaded photo shows score 45 and says face too small. what to do?',
    expect: 'photo-upload',
    also: ['failed-verification'],
  },
  {
    q: 'your system rejected my address proof saying name mismatch, how do i re-upload?',
    expect: 'failed-verification',
  },
  { q: 'my application status shows on hold, why?', expect: 'hold-reasons' },
  { q: 'Do we have to go to the consulate in person or can everything be done by mail?', expect: 'appointments' },
  { q: 'is walk-in allowed at VFS for passport renewal or only appointment', expect: 'appointments' },
  { q: 'Can I travel to Canada for a conference while my Indian passport is under renewal?', expect: 'travel' },
  { q: 'do you guys store my passport copies forever or delete them?', expect: 'security' },
  { q: 'Who can see the documents I upload?', expect: 'security' },
  { q: 'so what exactly does this app do, do you submit the application for me?', expect: 'services' },
  { q: 'customer support email address?', expect: 'contact' },

  // Two subjects in one question.
  { q: 'I lost my passport and my visa interview is in 3 weeks, what should I do', expect: 'lost' },
  { q: 'need documents list and fees for renewal in australia', expect: 'documents-needed', also: ['fees'] },
  { q: 'passport expired AND damaged, which annexure and documents?', expect: 'damaged', also: ['expired'] },
  { q: "my son's passport got wet, what do we need", expect: 'damaged', also: ['minors'] },

  // Follow-ups inside a conversation.
  { q: 'and how long will it take?', expect: 'renewal-time', history: after('what are the fees for renewal in USA') },
  { q: 'do i need police report for that?', expect: 'lost', history: after('my passport got stolen last week') },
  { q: 'can i wear glasses in it?', expect: 'photo-rules', history: after('what size photo is needed') },
  { q: 'what if my passport is damaged?', expect: 'damaged', history: after('documents for renewal') },
  { q: 'does her dad need to sign too?', expect: 'minors', history: after('how to apply for my daughter') },
  { q: 'and tatkal?', expect: 'urgent-tatkal', history: after('how long does renewal take') },
  { q: 'what documents?', expect: 'dont-know', history: after('how do I renew OCI') },
  {
    q: "what if it's an emergency?",
    expect: 'urgent-tatkal',
    also: ['travel'],
    history: after('can I travel while passport is with consulate'),
  },

  // Asking for a person.
  { q: 'i dont want bot, connect me to an agent', expect: 'live-chat' },
  { q: 'can someone from your team call me', expect: 'live-chat', also: ['contact'] },
  { q: 'Speak to human', expect: 'live-chat' },
  { q: 'mujhe kisi agent se baat karni hai', expect: 'live-chat' },

  // Outside our pages.
  { q: 'OCI card for my US born son, what documents', expect: 'dont-know' },
  { q: 'do I need to transfer my valid US visa to the new passport?', expect: 'dont-know' },
  { q: 'police verification for reissue in india, how long it takes?', expect: 'dont-know' },
  { q: 'which consulate has jurisdiction for New Jersey?', expect: 'dont-know' },
  { q: 'I-94 shows old passport number, need to update?', expect: 'dont-know' },
  { q: 'how to apply for PCC from Indian embassy in Dubai', expect: 'dont-know' },
  { q: 'Aadhaar is needed for NRIs for passport renewal?', expect: 'dont-know' },
  { q: 'can my wife come to india on emergency certificate', expect: 'dont-know' },
  { q: 'what is ECNR and how to remove it', expect: 'dont-know' },
  {
    q: 'my old passport has my parents address in india, should I give indian address or current one',
    expect: 'dont-know',
  },
  { q: 'how long is the OCI processing after I get new passport', expect: 'dont-know' },
  { q: 'which is the cheapest flight to delhi in december', expect: 'dont-know' },
];
