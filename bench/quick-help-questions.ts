/**
 * Labelled questions for the Quick Help bench: the passage id (src/shared/help/help-passages.ts) whose page
 * and section should be cited, or null where the right answer is "I don't know" (nothing on our pages).
 * `tune` questions were used to set the thresholds and keywords; `heldOut` ones were written at the same
 * time and never looked at while tuning, so their accuracy is the honest figure.
 */
import type { ChatEntry, QuickHelpContext } from '#shared/schemas/chat.ts';

export interface LabelledQuestion {
  q: string;
  expect: string | null;
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
  { q: 'How do I talk to a person?', expect: 'contact' },
  { q: 'What does Passport Buddy do?', expect: 'services' },
  { q: 'and for a child?', expect: 'minors', history: [user('What documents do I need?'), bot('...')] },
  { q: 'Which rules apply?', expect: 'photo-rules', context: { page: '/photo-requirements' } },
  { q: 'What is wrong with it?', expect: 'failed-verification', context: { page: '/application', step: 3 } },
  { q: 'What is the weather in Delhi today?', expect: null },
  { q: 'Can you book my flight to Mumbai?', expect: null },
  { q: 'Who won the cricket match?', expect: null },
  { q: 'How do I apply for a US visa?', expect: null },
];

export const HELD_OUT: LabelledQuestion[] = [
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
  { q: 'Recommend a good restaurant nearby', expect: null },
  { q: 'How do I get an OCI card?', expect: null },
];
