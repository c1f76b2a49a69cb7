/**
 * Labelled questions for the Quick Help bench: the passage id (src/shared/help/help-passages.ts) whose page
 * and section should be cited, 'dont-know' where nothing on our pages answers, or 'live-chat' where the user
 * asks for a person. All of these are now tuning data: `TUNE` and `TUNE_FORUM` set the topics and rules;
 * `CALIBRATION` was the first held-out set, but its misses were read before issue 21 part 4, so it is no
 * longer held out. The honest figure is bench/quick-help-forum-held-out.ts.
 */
import type { ChatEntry, QuickHelpContext } from '#shared/schemas/chat.ts';

export interface LabelledQuestion {
  q: string;
  expect: string;
  /** Another passage that answers it equally well. */
  also?: string[];
  context?: QuickHelpContext;
  history?: ChatEntry[];
}

const user = (message: string): ChatEntry => ({ message, isUser: true });
const bot = (message: string): ChatEntry => ({ message, isUser: false });

export const TUNE: LabelledQuestion[] = [
  { q: 'How long does passport renewal take?', expect: 'renewal-time' },
  { q: 'How many weeks until I get my new passport?', expect: 'renewal-time' },
  { q: 'How much does it cost to renew my passport in the USA?', expect: 'fees' },
  { q: 'What are the fees?', expect: 'fees' },
  { q: 'What documents do I need for renewal?', expect: 'documents-needed' },
  { q: 'My passport expires in 6 months, which papers should I bring?', expect: 'documents-needed' },
  { q: 'I lost my passport, what do I do?', expect: 'lost' },
  { q: 'My passport was stolen', expect: 'lost' },
  { q: 'My passport got wet and torn', expect: 'damaged' },
  { q: 'I got married and changed my surname', expect: 'name-change' },
  { q: 'My passport expired 3 years ago, can I still renew?', expect: 'expired' },
  { q: 'Is tatkal available?', expect: 'urgent-tatkal' },
  { q: 'I need my passport urgently for travel next week', expect: 'urgent-tatkal' },
  { q: 'What documents for my child passport?', expect: 'minors' },
  { q: 'Renewing passport for a minor', expect: 'minors' },
  { q: 'What size should the photo be?', expect: 'photo-print' },
  { q: 'Can I wear glasses in the photo?', expect: 'photo-rules' },
  { q: 'What background colour for the photo?', expect: 'photo-rules' },
  { q: 'How old can my address proof be?', expect: 'address-proof' },
  { q: 'Is a bank statement ok as proof of address?', expect: 'address-proof' },
  { q: 'What file formats can I upload?', expect: 'file-rules' },
  { q: 'My verification failed, what now?', expect: 'failed-verification' },
  { q: 'Why do applications get put on hold?', expect: 'hold-reasons' },
  { q: 'Do I need to book an appointment at the consulate?', expect: 'appointments' },
  { q: 'Can I travel while my passport is being renewed?', expect: 'travel' },
  { q: 'Are my documents safe with you?', expect: 'security' },
  { q: 'My signature has changed', expect: 'appearance' },
  { q: 'How do I talk to a person?', expect: 'live-chat' },
  { q: 'What does Passport Buddy do?', expect: 'services' },
  { q: 'and for a child?', expect: 'minors', history: [user('What documents do I need?'), bot('...')] },
  { q: 'Which rules apply?', expect: 'photo-rules', context: { page: '/photo-requirements' } },
  { q: 'What is wrong with it?', expect: 'failed-verification', context: { page: '/application', step: 3 } },
  { q: 'What is the weather in Delhi today?', expect: 'dont-know' },
  { q: 'Can you book my flight to Mumbai?', expect: 'dont-know' },
  { q: 'Who won the cricket match?', expect: 'dont-know' },
  { q: 'How do I apply for a US visa?', expect: 'dont-know' },
];

export const CALIBRATION: LabelledQuestion[] = [
  { q: 'What is the processing time at San Francisco?', expect: 'renewal-time' },
  { q: 'How much is the 60 page passport?', expect: 'fees' },
  { q: 'Cost of renewal in the UK in pounds?', expect: 'fees' },
  { q: 'Which documents are required when the pages are exhausted?', expect: 'documents-needed' },
  { q: 'Do I need a green card copy?', expect: 'documents-needed' },
  { q: 'I misplaced my passport during a move', expect: 'lost' },
  { q: 'Do I need a police report?', expect: 'lost' },
  { q: 'My dog chewed my passport', expect: 'damaged' },
  { q: 'Divorced and want my maiden name back', expect: 'name-change' },
  { q: 'My passport expired 20 years ago', expect: 'expired' },
  { q: 'How much extra for tatkal?', expect: 'urgent-tatkal' },
  { q: 'Both parents consent needed for my son?', expect: 'minors' },
  { q: 'Can I smile in my passport photo?', expect: 'photo-rules' },
  { q: 'Is 2x2 inches right for the print?', expect: 'photo-print' },
  { q: 'Can I wear a turban in the photo?', expect: 'photo-rules' },
  { q: 'Is my electricity bill from 5 months ago fine?', expect: 'address-proof' },
  { q: 'My upload is too large, what is the size limit?', expect: 'file-rules' },
  { q: 'My document was rejected', expect: 'failed-verification' },
  { q: 'Where do I submit my application in person?', expect: 'appointments' },
  { q: 'Do you store my data?', expect: 'security' },
  { q: 'What about a lost one?', expect: 'lost', history: [user('Which documents are needed to renew?')] },
  { q: 'Recommend a good restaurant nearby', expect: 'dont-know' },
  { q: 'How do I get an OCI card?', expect: 'dont-know' },
];

const after = (question: string): ChatEntry[] => [user(question), bot('(answer)')];

/** Issue 21's misses and forum-style questions written for tuning the topics and rules (2026-11-26). */
export const TUNE_FORUM: LabelledQuestion[] = [
  // The conversation in issue 21: new questions that must not borrow the previous one's words.
  {
    q: 'Can I wear my glasses in the photo?',
    expect: 'photo-rules',
    history: after('How old can my address proof be?'),
  },
  { q: 'Which file types can I upload?', expect: 'file-rules', history: after('My passport expired 3 years ago') },
  {
    q: 'Is travelling abroad allowed during the renewal?',
    expect: 'travel',
    history: after('What size is the photo?'),
  },
  { q: 'I need to talk to an agent', expect: 'live-chat', history: after('My passport expired 3 years ago') },
  { q: 'speak with a person please', expect: 'live-chat' },
  { q: 'want to chat with customer support executive', expect: 'live-chat' },
  { q: 'human please', expect: 'live-chat' },
  { q: 'kitne din lagenge renewal mein?', expect: 'renewal-time' },
  { q: 'what all is the cost for 60 page passport', expect: 'fees' },
  { q: 'urgent passport needed, father unwell in india', expect: 'urgent-tatkal' },
  { q: 'passport exipred 6 month ago what to do', expect: 'expired' },
  { q: 'Do I need to bring original passport?', expect: 'documents-needed' },
  { q: 'fir copy needed for lost passport?', expect: 'lost' },
  { q: 'ink spilled on my passport pages', expect: 'damaged' },
  { q: 'wife name change after marriage documents', expect: 'name-change' },
  { q: 'signature changed from old passport', expect: 'appearance' },
  { q: 'infant passport renewal docs', expect: 'minors' },
  { q: 'utility bill older than 3 months ok?', expect: 'address-proof' },
  { q: 'jpg allowed or only pdf?', expect: 'file-rules' },
  { q: 'photo dimensions in mm', expect: 'photo-print' },
  { q: 'can i keep smile in photo', expect: 'photo-rules' },
  { q: 'white background compulsory?', expect: 'photo-rules' },
  { q: 'photo upload is failing again and again', expect: 'photo-upload' },
  { q: 'do i need appointment at BLS', expect: 'appointments' },
  { q: 'is my data shared with anyone', expect: 'security' },
  { q: 'what about fees?', expect: 'fees', history: after('i lost my passport') },
  { q: 'and the photo size?', expect: 'photo-print', history: after('what documents are needed') },
  { q: 'and for 60 pages?', expect: 'fees', history: after('how much is the fee in the US') },
  { q: 'and how long does it take?', expect: 'dont-know', history: after('how to apply for OCI') },
  { q: 'and for OCI card?', expect: 'dont-know', history: after('my name changed after marriage') },
  { q: 'OCI renewal after passport renewal', expect: 'dont-know' },
  { q: 'visa stamping appointment in Chennai', expect: 'dont-know' },
  { q: 'how to get PCC', expect: 'dont-know' },
  { q: 'aadhaar update from abroad', expect: 'dont-know' },
  { q: 'how to renounce indian citizenship', expect: 'dont-know' },
  { q: 'birth certificate for baby born abroad', expect: 'dont-know' },
  { q: 'e-visa for my US friend', expect: 'dont-know' },
  { q: 'Tatkal train ticket booking', expect: 'dont-know' },
  { q: 'tourist visa tatkal', expect: 'dont-know' },
  { q: 'my son wants to study in canada, student permit how', expect: 'dont-know' },
];
