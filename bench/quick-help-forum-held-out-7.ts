/**
 * HELD OUT, seventh set. Written on 2026-11-26 after round 5 froze (commit 70166dc: the classifier checking the
 * topic rules), by an author who had not read held-out set 6, and committed before any code ran on these
 * questions. Never used to tune words, topics, features, weights or thresholds. Do not edit questions or
 * labels to improve a figure: if the code changes after its results are seen, write a new held-out set and
 * report both.
 *
 * Forum style (r/nri, consulate Facebook groups, Quora): typos and missing punctuation, Hinglish and Hindi word
 * order, a situation told before the question, follow-ups inside a conversation, requests for a person, and
 * subjects our help pages do not cover (visa, OCI, PCC, Aadhaar, consulate queues, trip rules of other
 * countries).
 *
 * Labels as in sets 4-6: the passage whose content answers the question, by what the passage says (`also`:
 * others that answer it equally well); 'dont-know' where nothing on our pages answers it; 'live-chat' where the
 * user asks for a person. Travel while the passport is with the mission is on our FAQ page
 * (docs/decisions/0025-quick-help.md), so it is labelled 'travel', not 'dont-know'.
 */
import type { ChatEntry } from '#shared/schemas/chat.ts';
import type { ForumQuestion } from './quick-help-forum-held-out.ts';

const user = (message: string): ChatEntry => ({ message, isUser: true });
const bot = (message: string): ChatEntry => ({ message, isUser: false });
const after = (question: string): ChatEntry[] => [user(question), bot('(answer)')];

export const FORUM_HELD_OUT_7: ForumQuestion[] = [
  // Answerable, as written on forums.
  { q: 'guys how much time does the reissue take in general, applied in New Jersey', expect: 'renewal-time' },
  { q: 'renewal processing time uk? any idea', expect: 'renewal-time' },
  { q: 'wat is the total cost for renewing passport in america', expect: 'fees' },
  { q: '60 page booklet vs 36 page booklet price difference?', expect: 'fees' },
  { q: 'Mere papa ko urgent India jana hai, tatkal mein kitna extra lagta hai?', expect: 'urgent-tatkal' },
  { q: 'is there any fast track option, my passport expires in 3 weeks', expect: 'urgent-tatkal' },
  { q: 'list of docs required for passport renewal from USA pls', expect: 'documents-needed' },
  { q: 'do they need my green card copy or just the visa page', expect: 'documents-needed' },
  {
    q: 'Someone stole my bag in the metro with my passport inside. Filed a police complaint. Now what?',
    expect: 'lost',
  },
  { q: 'passport kho gaya hai, kya karna hoga', expect: 'lost' },
  { q: 'my toddler scribbled with crayon all over my passport photo page', expect: 'damaged' },
  { q: 'Passport cover got ripped and a page is coming off. Do I need Annexure F?', expect: 'damaged' },
  { q: 'after marriage i want to add my husbands surname, what proof is needed', expect: 'name-change' },
  { q: 'my passport expired in 2012, can i still do a renewal or is it fresh?', expect: 'expired' },
  { q: 'I had long hair and beard in old passport, now clean shaven. Any declaration needed?', expect: 'appearance' },
  { q: 'newborn baby passport, do both parents have to sign', expect: 'minors' },
  { q: 'utility bill is 5 months old, will they accept as address proof?', expect: 'address-proof' },
  { q: 'can i upload a word document or only pdf', expect: 'file-rules' },
  { q: 'whats the max file size for uploading documents', expect: 'file-rules' },
  { q: 'photo print size for US applications - 2x2 or 35x45?', expect: 'photo-print' },
  { q: 'can i wear my spectacles in passport pic', expect: 'photo-rules' },
  { q: 'is a light grey background ok for the photo', expect: 'photo-rules' },
  { q: 'my photo score is low after upload, how do I improve it', expect: 'photo-upload' },
  { q: 'document verification failed saying address mismatch, how to fix', expect: 'failed-verification' },
  { q: 'why would my application be put on hold?', expect: 'hold-reasons' },
  { q: 'do I have to go in person to VFS or can I mail it?', expect: 'appointments' },
  { q: 'Going to Mexico in December, can I travel while my renewal is in process?', expect: 'travel' },
  { q: 'is it safe to upload my passport scan on your site? who sees it', expect: 'security' },
  { q: 'what exactly does passport buddy do for me', expect: 'services' },
  { q: 'what is your customer support email or phone', expect: 'contact' },
  // Follow-ups inside a conversation.
  { q: 'and for UK?', expect: 'fees', history: after('how much is the renewal fee in USA') },
  { q: 'what about for kids?', expect: 'minors', history: after('what documents do I need for renewal') },
  { q: 'and if it was stolen?', expect: 'lost', history: after('my passport is damaged what docs') },
  {
    q: 'How long is the proof of address valid?',
    expect: 'address-proof',
    history: after('what file formats are accepted'),
  },
  { q: 'ok and the photo size?', expect: 'photo-print', history: after('what background for the photo') },
  // Subjects our help pages do not cover.
  { q: 'OCI card renewal after 20 years age, kya process hai', expect: 'dont-know' },
  { q: 'my H1B visa stamping is due, can I do it with the old passport?', expect: 'dont-know' },
  { q: 'Do I need a PCC for renewal in Dubai?', expect: 'dont-know' },
  { q: 'how to link aadhaar with new passport number', expect: 'dont-know' },
  { q: 'Does Schengen require 3 months validity on passport after return?', expect: 'dont-know' },
  { q: 'consulate phone line never picks up, whom to call there?', expect: 'dont-know' },
  { q: 'best restaurant near the Houston consulate?', expect: 'dont-know' },
  // Asking for a person.
  { q: 'can i talk to a real person pls', expect: 'live-chat' },
  { q: 'connect me with an agent', expect: 'live-chat' },
  { q: 'kisi insaan se baat karni hai', expect: 'live-chat' },
];
