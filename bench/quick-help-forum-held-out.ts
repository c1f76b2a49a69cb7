/**
 * HELD OUT. Written on 2026-11-26, before any change for issue 21 part 4 ("Quick Help never guesses") and
 * before running the new code on it; never used to tune keywords, topics or thresholds. Do not edit these
 * questions or labels to improve a figure: if the code changes after its results were seen, write a new
 * held-out set and report both.
 *
 * Questions as people write them on forums (r/nri, Quora, consulate Facebook groups): typos, no question
 * marks, Indian-English and Hindi word order, follow-ups inside a conversation, and topics our help pages do
 * not cover (visa, OCI, PCC, Aadhaar, PAN). Labels: a passage id from src/shared/help/help-passages.ts,
 * 'dont-know' (nothing on our pages answers it) or 'live-chat' (the user asks for a person).
 * `also` lists another passage that answers it equally well, where one exists.
 */
import type { ChatEntry, QuickHelpContext } from '#shared/schemas/chat.ts';

export interface ForumQuestion {
  q: string;
  expect: string;
  also?: string[];
  context?: QuickHelpContext;
  history?: ChatEntry[];
}

const user = (message: string): ChatEntry => ({ message, isUser: true });
const bot = (message: string): ChatEntry => ({ message, isUser: false });
const after = (question: string): ChatEntry[] => [user(question), bot('(answer)')];

export const FORUM_HELD_OUT: ForumQuestion[] = [
  // Answerable, as written on forums.
  { q: 'how many days it will take for renewal in US?', expect: 'renewal-time' },
  { q: 'passport renewel processing time in london??', expect: 'renewal-time' },
  { q: 'how much time for renwal in san fransisco', expect: 'renewal-time' },
  { q: 'what is the fee for renewing passport from usa', expect: 'fees' },
  { q: 'fees kitna hai for 36 pages booklet', expect: 'fees' },
  { q: 'tatkal is possible for renewal from abroad?', expect: 'urgent-tatkal' },
  { q: 'i have emergency in family, need passport fast. what to do', expect: 'urgent-tatkal' },
  {
    q: 'which all documents required for renewal of passport, my passport expiring in march',
    expect: 'documents-needed',
  },
  { q: 'pages are full in my passport what docs to submit', expect: 'documents-needed' },
  { q: 'documnets requried for renewel', expect: 'documents-needed' },
  { q: 'Documents what all needed for renewal, tell me', expect: 'documents-needed' },
  { q: 'Passport renewal ke liye kaunse documents chahiye?', expect: 'documents-needed' },
  { q: 'passport got stolen from my apartment, police report is must?', expect: 'lost' },
  { q: 'pasport lost in trian what to do', expect: 'lost' },
  { q: 'my passport got washed in washing machine, can i renew or new one?', expect: 'damaged' },
  { q: 'baby chewed few pages of passport', expect: 'damaged' },
  { q: 'after marriage i want to add husband name, what documents?', expect: 'name-change' },
  { q: 'my passport expired in 2015, still can renew?', expect: 'expired' },
  { q: 'passport expired 2 yrs back, affidavit needed?', expect: 'expired' },
  { q: 'i have grown beard now, photo in passport looks different. problem?', expect: 'appearance' },
  { q: 'renewal for my 5 year old daughter, both parents need to sign?', expect: 'minors' },
  { q: 'can i give bank statement as address proof? its 4 months old', expect: 'address-proof' },
  { q: 'i live in rented house, lease agreement is ok for address proof?', expect: 'address-proof' },
  { q: 'what is max file size for upload', expect: 'file-rules' },
  { q: 'can I upload word document or only pdf', expect: 'file-rules' },
  { q: 'my scan is 12 mb it is not uploading', expect: 'file-rules' },
  { q: 'photo size for indian passport in US is 2x2 or 35x45?', expect: 'photo-print' },
  { q: 'Photo ka size kya hona chahiye?', expect: 'photo-print' },
  { q: 'can i wear specs in photo', expect: 'photo-rules' },
  { q: 'hijab allowed in passport photo?', expect: 'photo-rules' },
  { q: 'selfie from phone will work for photo?', expect: 'photo-rules' },
  { q: 'my photo failed the check, score is low, how to fix', expect: 'photo-upload', also: ['failed-verification'] },
  { q: 'document verification failed saying blurry, what now', expect: 'failed-verification' },
  { q: 'why my application is on hold', expect: 'hold-reasons' },
  { q: 'do i have to go to vfs in person or can post it?', expect: 'appointments' },
  { q: 'how to book appointment in consulate for renewal', expect: 'appointments' },
  { q: 'can i travel while my renewal is pending?', expect: 'travel' },
  { q: 'going for vacation next month, can i fly with old passport while renewal is going on', expect: 'travel' },
  { q: 'is it safe to upload my passport copy here? who sees my data', expect: 'security' },
  { q: 'what exactly passport buddy do for me', expect: 'services' },
  { q: 'whats ur customer care email id', expect: 'contact' },
  { q: 'is there any customer care number i can call', expect: 'contact' },
  { q: 'can i wear my glasses', expect: 'photo-rules', context: { page: '/photo-requirements' } },

  // Follow-ups inside a conversation: a short one borrows the previous question, a new one does not.
  { q: 'and if its lost?', expect: 'lost', history: after('what documents needed for renewal?') },
  { q: 'and in UK?', expect: 'renewal-time', history: after('how long renewal takes') },
  { q: 'and glasses?', expect: 'photo-rules', history: after('What background colour for the photo?') },
  {
    q: 'both parents must be present?',
    expect: 'minors',
    history: after('what documents needed for my minor son renewal?'),
  },
  {
    q: 'ok thanks. can we wear spectacles in pic?',
    expect: 'photo-rules',
    history: after('how much is the fee in usa?'),
  },
  { q: 'which file types i can upload?', expect: 'file-rules', history: after('i lost my passport what to do') },
  { q: 'and for tatkal?', expect: 'urgent-tatkal', also: ['fees'], history: after('fees for renewal in US?') },
  {
    q: 'can i travel in the meantime?',
    expect: 'travel',
    history: after('my passport expired last year, can i still renew?'),
  },

  // Asking for a person.
  { q: 'can i talk to a human', expect: 'live-chat' },
  { q: 'i want to speak to agent pls', expect: 'live-chat' },
  { q: 'connect me to real person', expect: 'live-chat' },
  { q: 'talk to someone from support', expect: 'live-chat' },

  // Outside our pages: "I don't know", with live chat.
  { q: 'how to apply for OCI card for my kid born in US', expect: 'dont-know' },
  { q: 'can i renew my visa along with passport', expect: 'dont-know' },
  { q: 'tatkal for tourist visa to india is there?', expect: 'dont-know' },
  { q: 'my H1B stamping is in old passport, do i need to transfer visa?', expect: 'dont-know' },
  { q: 'Will my US visa in old passport still be valid after renewal?', expect: 'dont-know' },
  { q: 'will renewal affect my green card re-entry to USA?', expect: 'dont-know' },
  { q: 'surrender certificate needed for OCI?', expect: 'dont-know' },
  { q: 'which is best time to visit india in winter', expect: 'dont-know' },
  { q: 'PCC police clearance certificate how to get from embassy', expect: 'dont-know' },
  { q: 'my aadhar card address is different, will it be issue?', expect: 'dont-know' },
  { q: 'how to link passport with PAN card', expect: 'dont-know' },
  { q: 'and for OCI?', expect: 'dont-know', history: after('how much does renewal cost in USA?') },
];
