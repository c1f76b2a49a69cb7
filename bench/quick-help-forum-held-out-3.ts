/**
 * HELD OUT, third set. Written on 2026-11-26 after the second forum held-out set (quick-help-forum-held-out-2.ts)
 * had been run once and the rules changed because of it (two subjects named as strongly: both pages offered;
 * a weak topic among unknown words: "I don't know"). Written before running that code on any of these
 * questions; never used to tune. Do not edit questions or labels to improve a figure.
 *
 * Same style and labels as the first two sets: forum-style questions with typos, Indian-English word order,
 * follow-ups inside a conversation, requests for a person ('live-chat'), subjects outside our pages ('dont-know').
 */
import type { ChatEntry } from '#shared/schemas/chat.ts';
import type { ForumQuestion } from './quick-help-forum-held-out.ts';

const user = (message: string): ChatEntry => ({ message, isUser: true });
const bot = (message: string): ChatEntry => ({ message, isUser: false });
const after = (question: string): ChatEntry[] => [user(question), bot('(answer)')];

export const FORUM_HELD_OUT_3: ForumQuestion[] = [
  // Answerable, as written on forums.
  { q: 'how long will it take to get my renewed passport back in australia', expect: 'renewal-time' },
  { q: 'processing time for express plan?', expect: 'renewal-time' },
  { q: 'how much i have to pay for renewal in america', expect: 'fees' },
  { q: 'consulate fees in pounds for uk', expect: 'fees' },
  {
    q: 'flight booked for next month, passport expiring, can it be done quickly?',
    expect: 'urgent-tatkal',
    also: ['travel'],
  },
  { q: 'is urgent service available for renewal', expect: 'urgent-tatkal' },
  { q: 'documents checklist for renewal pls', expect: 'documents-needed' },
  { q: 'what proof of legal status is accepted', expect: 'documents-needed' },
  { q: 'need to attach copies of all pages or only first and last?', expect: 'documents-needed' },
  { q: 'i cant find my passport anywhere, think i lost it during move', expect: 'lost' },
  { q: 'annexure f is required for lost passport?', expect: 'lost' },
  { q: 'my dog tore the passport cover', expect: 'damaged' },
  { q: 'passport pages got stuck together after rain', expect: 'damaged' },
  { q: 'i changed my name by gazette, what to submit', expect: 'name-change' },
  { q: 'my passport expired 18 months back, do i need affidavit', expect: 'expired' },
  { q: 'passport expired 20 yrs ago, renew or fresh?', expect: 'expired' },
  { q: 'my signature is different now than in old passport', expect: 'appearance' },
  { q: 'documents needed for minor passport renewal, parents divorced', expect: 'minors' },
  { q: 'can i give lease agreement as address proof', expect: 'address-proof' },
  { q: 'my utility bills are in my landlord name', expect: 'address-proof' },
  { q: 'file too big to upload, what is limit', expect: 'file-rules' },
  { q: 'which format for the application form pdf or jpg', expect: 'file-rules' },
  { q: 'photo size in pixels for online upload', expect: 'photo-rules' },
  { q: 'can i take photo at home with white wall', expect: 'photo-rules' },
  { q: 'are religious head covering allowed in photo', expect: 'photo-rules' },
  { q: 'my photo check says shadow on face', expect: 'photo-rules', also: ['photo-upload'] },
  { q: 'my uploaded photo got rejected', expect: 'photo-upload', also: ['failed-verification'] },
  { q: 'verification failed for my bank statement, how to fix', expect: 'failed-verification' },
  { q: 'reasons for application hold', expect: 'hold-reasons' },
  { q: 'should i book vfs appointment before or after checks', expect: 'appointments' },
  { q: 'can i go to dubai for work trip after submitting passport', expect: 'travel' },
  { q: 'do you share my documents with anyone', expect: 'security' },
  { q: 'how many months you keep my data', expect: 'security' },
  { q: 'what services do you offer', expect: 'services' },
  { q: 'how to contact support by email', expect: 'contact' },

  // Follow-ups inside a conversation.
  { q: 'and for damaged one?', expect: 'damaged', history: after('documents for lost passport') },
  { q: 'what about in uk?', expect: 'fees', history: after('how much does it cost') },
  { q: 'and smiling?', expect: 'photo-rules', history: after('can i wear glasses in photo') },
  {
    q: 'how long will that take?',
    expect: 'urgent-tatkal',
    also: ['renewal-time'],
    history: after('tatkal processing available?'),
  },
  { q: 'for my daughter also same?', expect: 'minors', history: after('what documents do i need') },
  { q: 'fine. now, which photo size?', expect: 'photo-print', history: after('lost passport documents') },

  // Asking for a person.
  { q: 'talk to human', expect: 'live-chat' },
  { q: 'is there a real person i can talk to', expect: 'live-chat' },
  { q: "I'd like to speak with a representative", expect: 'live-chat' },
  { q: 'connect to agent', expect: 'live-chat' },

  // Outside our pages.
  { q: 'oci card renewal after getting new indian passport', expect: 'dont-know' },
  { q: 'schengen visa with old passport possible?', expect: 'dont-know' },
  { q: 'how do I get a police clearance certificate for canada PR', expect: 'dont-know' },
  { q: 'tatkal quota for tourist visa for my wife', expect: 'dont-know' },
  { q: 'aadhar mandatory for passport renewal abroad?', expect: 'dont-know' },
  { q: 'will i lose my green card if passport expired?', expect: 'dont-know' },
  { q: 'can you recommend a good immigration lawyer', expect: 'dont-know' },
  { q: 'how to send money to india cheaply', expect: 'dont-know' },
  { q: 'what is the price of flight ticket to delhi', expect: 'dont-know' },
  { q: 'can i renew passport if i have a pending court case in india', expect: 'dont-know' },
  { q: 'and visa?', expect: 'dont-know', history: after('how long does renewal take') },
];
