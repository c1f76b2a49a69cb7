/**
 * HELD OUT, sixth set. Written on 2026-11-26 after held-out set 5 had been run once, the method changed because
 * of it (round 4: fewer guesses only) and was frozen again (commit a812b5c); written before running any code on
 * these questions and never used to tune words, topics, classes or thresholds. Do not edit questions or labels
 * to improve a figure: if the code changes after its results are seen, write a new held-out set and report both.
 *
 * Same style and labels as sets 4 and 5: forum posts that tell a situation before asking, terse questions,
 * typos, Hinglish, two subjects, follow-ups, requests for a person, and subjects our pages do not cover.
 * Travel while the passport is with the mission is on our FAQ page (docs/decisions/0025-quick-help.md).
 */
import type { ChatEntry } from '#shared/schemas/chat.ts';
import type { ForumQuestion } from './quick-help-forum-held-out.ts';

const user = (message: string): ChatEntry => ({ message, isUser: true });
const bot = (message: string): ChatEntry => ({ message, isUser: false });
const after = (question: string): ChatEntry[] => [user(question), bot('(answer)')];

export const FORUM_HELD_OUT_6: ForumQuestion[] = [
  // Answerable, as written on forums.
  {
    q: "Newbie here. Applied for renewal in Dublin — what's the typical processing time these days?",
    expect: 'renewal-time',
  },
  { q: 'kitne hafte lagte hain passport renew hone mein USA se', expect: 'renewal-time' },
  { q: 'Could someone tell me the consular fee for a 36 page passport in the US?', expect: 'fees' },
  { q: 'is the renewal fee same for expired passport?', expect: 'fees' },
  {
    q: "my father's surgery is scheduled next week in Chennai and my passport is with VFS. can they expedite?",
    expect: 'urgent-tatkal',
  },
  { q: 'what is tatkal and who can apply for it', expect: 'urgent-tatkal' },
  { q: 'which documents must be submitted for passport renewal in Qatar?', expect: 'documents-needed' },
  { q: 'Do I have to attach my green card copy with the application?', expect: 'documents-needed' },
  { q: "Lost my passport on a flight, airline couldn't find it. What's the procedure?", expect: 'lost' },
  { q: 'my bag got snatched in Barcelona, passport was in it', expect: 'lost' },
  { q: 'Washed my passport with jeans, pages are all stuck and the photo is faded', expect: 'damaged' },
  {
    q: 'dog ate the corner of my passport lol, is it still valid or do I need to replace it?',
    expect: 'damaged',
  },
  { q: 'After marriage my name is different in passport and other documents, what to do?', expect: 'name-change' },
  { q: "can I add my wife's name in my passport at renewal?", expect: 'name-change' },
  { q: 'My passport expired 11 months ago, do I need to explain the delay?', expect: 'expired' },
  { q: 'passport expired in covid time, can still renew from Canada?', expect: 'expired' },
  { q: 'After surgery my face looks different, do I need anything extra for renewal?', expect: 'appearance' },
  { q: 'I had a long beard in old passport photo, now clean shaven. issue?', expect: 'appearance' },
  { q: 'passport for my 6 month old born here, we are both indian citizens', expect: 'minors' },
  { q: "My ex won't sign the consent for our son's passport, what are the options?", expect: 'minors' },
  { q: 'lease agreement expired last month, can I still use it for address?', expect: 'address-proof' },
  { q: 'Can I use a letter from my employer as address proof?', expect: 'address-proof' },
  { q: 'pdf bahut bada hai upload nahi ho raha, limit kya hai?', expect: 'file-rules' },
  { q: 'Do you accept documents in .doc format?', expect: 'file-rules' },
  { q: 'Is 2x2 inch photo ok or do I need 35 x 45 mm?', expect: 'photo-print' },
  { q: 'what dpi should the printed photo be?', expect: 'photo-print' },
  { q: 'Are glasses allowed if there is no glare?', expect: 'photo-rules' },
  { q: 'Can I wear a hijab in my passport photo?', expect: 'photo-rules' },
  { q: 'Is it fine if my hair covers my ears in the photo?', expect: 'photo-rules' },
  { q: 'what does the photo score mean on your site?', expect: 'photo-upload' },
  { q: 'my address proof was marked as unreadable, what now?', expect: 'failed-verification' },
  { q: 'why would my application go on hold?', expect: 'hold-reasons' },
  { q: 'Is VFS appointment mandatory or can I just walk in?', expect: 'appointments' },
  { q: 'Can I send everything by courier?', expect: 'appointments' },
  {
    q: 'I have a wedding to attend in Thailand in 3 weeks — can I travel while my renewal is in process?',
    expect: 'travel',
  },
  { q: 'can i go on holiday while the consulate has my passport?', expect: 'travel' },
  { q: 'Is my data shared with the Indian government or anyone else?', expect: 'security' },
  { q: 'Do you use AI on my documents? Where is it processed?', expect: 'security' },
  { q: 'How does your service work step by step?', expect: 'services' },
  { q: 'Do you have a phone line I can call?', expect: 'contact' },

  // Two subjects in one question.
  {
    q: 'My passport got wet and also expired, what documents do I need?',
    expect: 'damaged',
    also: ['expired', 'documents-needed'],
  },
  { q: 'fees and processing time for tatkal in UK?', expect: 'urgent-tatkal', also: ['fees', 'renewal-time'] },
  { q: 'can I wear glasses and what should be the background colour?', expect: 'photo-rules' },
  { q: "My daughter's passport is lost, what to do?", expect: 'lost', also: ['minors'] },

  // Follow-ups inside a conversation.
  { q: 'and with tatkal?', expect: 'urgent-tatkal', history: after('how long does normal renewal take') },
  { q: 'and the size?', expect: 'photo-print', history: after('what are the photo rules') },
  { q: 'how much will it cost?', expect: 'fees', history: after('I lost my passport in Paris') },
  { q: 'what if one parent is abroad?', expect: 'minors', history: after("what documents for my child's renewal") },
  {
    q: 'what about a bank statement?',
    expect: 'address-proof',
    history: after('is a utility bill ok for address proof'),
  },
  { q: 'and how long does that take?', expect: 'dont-know', history: after('how do I apply for a US visa') },
  { q: 'what about with OCI?', expect: 'dont-know', history: after('can I travel while renewing') },

  // Asking for a person.
  { q: 'I need to talk to a real person about my application', expect: 'live-chat' },
  { q: 'can u connect me to support team', expect: 'live-chat' },
  { q: 'representative', expect: 'live-chat' },
  { q: 'please transfer me to a human', expect: 'live-chat' },

  // Outside our pages.
  { q: 'How do I renounce Indian citizenship after getting Canadian citizenship?', expect: 'dont-know' },
  { q: 'my OCI card has old passport number, do I need to update it?', expect: 'dont-know' },
  { q: 'will my UK BRP need to be updated after passport renewal?', expect: 'dont-know' },
  { q: 'PCC for Australian citizenship application', expect: 'dont-know' },
  { q: 'aadhar card banwana hai, NRI ke liye process kya hai', expect: 'dont-know' },
  { q: 'How to transfer NRE funds to India?', expect: 'dont-know' },
  { q: 'can I get my passport renewed in India while visiting?', expect: 'dont-know' },
  { q: 'My police verification came adverse, what now?', expect: 'dont-know' },
  { q: 'Who is the consul general in Houston?', expect: 'dont-know' },
  { q: 'what is the weather like in Goa in December', expect: 'dont-know' },
  { q: 'Are there any Indian restaurants near the consulate in SF?', expect: 'dont-know' },
  { q: 'Can I carry my old cancelled passport while travelling?', expect: 'dont-know' },
];
