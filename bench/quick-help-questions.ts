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

/**
 * Round 2 of issue 21 part 4 (2026-11-26): questions the author wrote to probe the new reading (word forms,
 * meaning classes, Hindi, clauses, durations) before any new held-out set existed. Tuning data: the method was
 * changed after reading their results.
 */
export const TUNE_ROUND_2: LabelledQuestion[] = [
  { q: 'passport ka renewal kitne time mein hota hai', expect: 'renewal-time' },
  { q: 'roughly how much time does the consulate take to send back passport', expect: 'renewal-time' },
  { q: 'whats the turnaround time', expect: 'renewal-time' },
  { q: 'total cost for renewal in canada?', expect: 'fees' },
  { q: 'is renewal expensive', expect: 'fees' },
  { q: 'fee kitni lagti hai renewal ki', expect: 'fees' },
  { q: 'can I get it done quicker, mom is in hospital', expect: 'urgent-tatkal' },
  { q: 'need it asap', expect: 'urgent-tatkal' },
  { q: 'is there express processing', expect: 'urgent-tatkal' },
  { q: 'what papers should i carry for renewal', expect: 'documents-needed' },
  { q: 'my passport is expiring next year, what all do i need', expect: 'documents-needed' },
  { q: 'do i need copy of my work permit', expect: 'documents-needed' },
  { q: 'my pasport got pickpocketed in paris', expect: 'lost' },
  { q: 'someone robbed my wallet and passport', expect: 'lost' },
  { q: 'passport kho gaya, kya karu', expect: 'lost' },
  { q: 'left my passport in a taxi and cant find it', expect: 'lost' },
  { q: 'my son spilled juice on the passport', expect: 'damaged' },
  { q: 'the lamination on photo page is peeling off', expect: 'damaged' },
  { q: 'passport phat gaya hai', expect: 'damaged' },
  { q: 'i want to drop my fathers name from passport', expect: 'name-change' },
  { q: 'after wedding i took my husbands surname', expect: 'name-change' },
  { q: 'passport lapsed 5 years ago', expect: 'expired' },
  { q: 'my passport validity is over since 2019', expect: 'expired' },
  { q: 'i shaved my head and look very different', expect: 'appearance' },
  { q: 'my signature is not same as old passport', expect: 'appearance' },
  { q: 'passport for newborn born in usa', expect: 'minors' },
  { q: 'my kids passport is expiring', expect: 'minors' },
  { q: 'does my rental agreement work as proof of residence', expect: 'address-proof' },
  { q: 'gas bill is in my wife name, can i use it', expect: 'address-proof' },
  { q: 'which file formats do you accept', expect: 'file-rules' },
  { q: 'my pdf is 15mb how to reduce', expect: 'file-rules' },
  { q: 'photo 35x45 or 2x2 for indians in usa', expect: 'photo-print' },
  { q: 'passport size photo measurements', expect: 'photo-print' },
  { q: 'is it ok to wear a bindi in the photo', expect: 'photo-rules' },
  { q: 'can i keep my hair open in photo', expect: 'photo-rules' },
  { q: 'can the background be grey', expect: 'photo-rules' },
  { q: 'my photo keeps getting rejected by the website', expect: 'photo-upload' },
  { q: 'document failed verification what should i do', expect: 'failed-verification' },
  { q: 'why is my application on hold', expect: 'hold-reasons' },
  { q: 'do i need to visit the consulate personally', expect: 'appointments' },
  { q: 'how to book slot at vfs', expect: 'appointments' },
  { q: 'can i go to india while my passport is at the consulate', expect: 'travel' },
  { q: 'will i be able to travel abroad during renewal', expect: 'travel' },
  { q: 'do you keep my passport scan after i am done', expect: 'security' },
  { q: 'is this site legit', expect: 'security' },
  { q: 'how does passport buddy work', expect: 'services' },
  { q: 'how can i reach your team by phone', expect: 'contact' },
  { q: 'i want to talk to someone', expect: 'live-chat' },
  { q: 'can i speak to a real human being', expect: 'live-chat' },
  { q: 'and for a minor?', expect: 'minors', history: after('documents needed for renewal') },
  { q: 'and how much does it cost?', expect: 'fees', history: after('is tatkal available in uk?') },
  { q: 'what if it is torn?', expect: 'damaged', history: after('documents for renewal') },
  { q: 'and in australia?', expect: 'fees', history: after('renewal fees in usa') },
  { q: 'how to apply oci for my son', expect: 'dont-know' },
  { q: 'visa on arrival for indians in thailand', expect: 'dont-know' },
  { q: 'pcc for canada pr application', expect: 'dont-know' },
  { q: 'aadhaar card lost abroad what to do', expect: 'dont-know' },
  { q: 'how to change address in aadhar', expect: 'dont-know' },
  { q: 'can i vote from abroad', expect: 'dont-know' },
  { q: 'which bank is best for nri account', expect: 'dont-know' },
  { q: 'how to get emergency certificate to fly back', expect: 'dont-know' },
  { q: 'can i carry gold to india', expect: 'dont-know' },
  { q: 'how to register marriage in india from abroad', expect: 'dont-know' },
  { q: 'my parents want tourist visa for usa', expect: 'dont-know' },
  { q: 'whats the status of my passport at the consulate', expect: 'dont-know' },
  { q: 'tell me a joke', expect: 'dont-know' },
  { q: 'how is the weather in london', expect: 'dont-know' },
  { q: 'how much is the pro plan', expect: 'dont-know' },
  { q: 'whats the price of your express plan', expect: 'dont-know' },
  { q: 'processing time for express plan?', expect: 'renewal-time' },
  { q: 'where is my passport, can i track it', expect: 'dont-know' },
  { q: 'is there a human i can talk to', expect: 'live-chat' },
  { q: 'kisi insaan se baat karni hai', expect: 'live-chat' },
  { q: 'i need someone to talk to about my case', expect: 'live-chat' },
];

/**
 * Round 3 (2026-11-26): questions the author wrote after held-out set 4 had been run, to probe a situation told
 * before the question, choices ("pdf or jpg") and entry rules. Tuning data.
 */
export const TUNE_ROUND_3: LabelledQuestion[] = [
  {
    q: 'My passport expires in April. We are going to India in June. Can I renew now and still travel?',
    expect: 'travel',
  },
  { q: 'Applied through VFS last month. Is there a way to make it faster?', expect: 'urgent-tatkal' },
  { q: 'I am a student in Canada, my passport is expiring, what documents do i need?', expect: 'documents-needed' },
  { q: 'Wife lost her passport in Rome. We have a police report. What else?', expect: 'lost' },
  { q: 'Got divorced, want maiden name back. which documents?', expect: 'name-change' },
  { q: 'My son is 12. Do both of us parents have to sign?', expect: 'minors' },
  { q: 'I moved house last month, bank statement has old address. Will it be accepted?', expect: 'address-proof' },
  { q: 'my photo has a shadow behind me, will it be rejected?', expect: 'photo-rules' },
  { q: 'uploaded my passport copy, it says blurry. how to upload again?', expect: 'failed-verification' },
  { q: 'the consulate is far away from me, do I have to go there?', expect: 'appointments' },
  { q: 'passport torn or wet, both same process?', expect: 'damaged' },
  { q: 'should I pay the fee online or at the VFS counter?', expect: 'fees' },
  { q: 'Is 36 pages or 60 pages cheaper?', expect: 'fees' },
  { q: 'do I need tatkal or normal is fine? travelling in 2 months', expect: 'urgent-tatkal' },
  { q: 'photo should be white or off white background?', expect: 'photo-rules' },
  { q: 'pdf or jpg which is better for upload', expect: 'file-rules' },
  { q: 'my husband and I both need renewal, separate applications?', expect: 'dont-know' },
  { q: 'can I renew passport from a different country than where I live?', expect: 'dont-know' },
  { q: 'How do I get my old cancelled passport back?', expect: 'dont-know' },
  { q: 'Is it necessary to have 6 months validity to travel to Dubai?', expect: 'dont-know' },
  { q: 'my visa is expiring, can I still renew passport here?', expect: 'dont-know' },
  { q: 'I am on OCI. Do I need an Indian passport?', expect: 'dont-know' },
];

/**
 * Round 5 (2026-11-26): the confident wrong answer found on the day ("what size must the digital photo be?"
 * got the printed photo) and a few questions the author wrote before round 5 froze, without having read
 * held-out set 6. Tuning data (the classifier trains on it).
 */
export const TUNE_ROUND_5: LabelledQuestion[] = [
  { q: 'What size must the digital photo be?', expect: 'photo-rules' },
  { q: 'how many pixels for the online photo', expect: 'photo-rules' },
  { q: 'printed photo size for the consulate form?', expect: 'photo-print' },
  { q: 'my photo upload keeps saying low score, what do i fix', expect: 'photo-upload' },
  { q: 'kitne din lagenge passport renew hone mein', expect: 'renewal-time' },
  { q: 'fees kitni hai renewal ki USA mein', expect: 'fees' },
  { q: 'photo mein chashma allowed hai kya', expect: 'photo-rules' },
  { q: 'Can I go to Canada for a conference while my passport is at the consulate?', expect: 'travel' },
  { q: 'my emergency certificate question, how do I get one?', expect: 'dont-know' },
  { q: 'pls connect me to customer care person', expect: 'live-chat' },
];
