/**
 * HELD OUT, second set. Written on 2026-11-26 after the first forum held-out set
 * (quick-help-forum-held-out.ts) had been run once and two code changes were made because of its two
 * confident wrong answers (a typo equally near two words is not corrected; passages are also searched by
 * their topics). Written before running that code on any of these questions; never used to tune. Same rules
 * as the first set: do not edit questions or labels to improve a figure.
 *
 * Same style and labels: forum-style questions with typos, Indian-English word order, follow-ups inside a
 * conversation, requests for a person ('live-chat'), and subjects our help pages do not cover ('dont-know').
 */
import type { ChatEntry } from '#shared/schemas/chat.ts';
import type { ForumQuestion } from './quick-help-forum-held-out.ts';

const user = (message: string): ChatEntry => ({ message, isUser: true });
const bot = (message: string): ChatEntry => ({ message, isUser: false });
const after = (question: string): ChatEntry[] => [user(question), bot('(answer)')];

export const FORUM_HELD_OUT_2: ForumQuestion[] = [
  // Answerable, as written on forums.
  { q: 'renewal taking how much time in canada?', expect: 'renewal-time' },
  { q: 'applied 3 weeks back, when will i get new passport', expect: 'renewal-time' },
  { q: 'total charges for passport renewal in uk', expect: 'fees' },
  { q: 'is there any extra fee for 60 pages booklet', expect: 'fees' },
  { q: 'father is critical in india, need to go next week. fastest way to renew?', expect: 'urgent-tatkal' },
  { q: 'what is tatkaal charges in usa', expect: 'urgent-tatkal', also: ['fees'] },
  { q: 'list of documents for passport renewal in dubai', expect: 'documents-needed' },
  { q: 'my passport will expire in 8 months. what paperwork do i need', expect: 'documents-needed' },
  { q: 'do i need to send my original passport or copy is enough', expect: 'documents-needed' },
  { q: 'lost my passport at airport, what documents extra needed', expect: 'lost' },
  { q: 'someone stole my bag with passport inside', expect: 'lost' },
  { q: 'coffee spilled on passport, photo page smudged', expect: 'damaged' },
  { q: 'passport cover torn, is it considered damaged?', expect: 'damaged' },
  { q: 'want to change my surname back after divorce', expect: 'name-change' },
  { q: 'spelling of my name is wrong in old passport, how to correct', expect: 'name-change' },
  { q: 'passport expired long back in 2010, renewal possible?', expect: 'expired' },
  { q: 'my old passport photo is without beard, now i have full beard', expect: 'appearance' },
  { q: 'applying for my 2 month old baby, what is needed', expect: 'minors' },
  { q: 'only mother is applying for son, father abroad, which annexure?', expect: 'minors' },
  { q: 'can i use my phone bill as proof of address', expect: 'address-proof' },
  { q: 'address proof not in my name, its in my husband name', expect: 'address-proof' },
  { q: 'how many MB allowed for pdf', expect: 'file-rules' },
  { q: 'can i combine all pages in one pdf', expect: 'file-rules' },
  { q: 'what is the size of photo for passport renewal in canada', expect: 'photo-print' },
  { q: 'photo should be 2 by 2 inches right?', expect: 'photo-print' },
  { q: 'can i wear earrings and bindi in photo', expect: 'photo-rules' },
  { q: 'is it ok if i smile little in photo', expect: 'photo-rules' },
  { q: 'can my photo have light blue background', expect: 'photo-rules' },
  { q: 'uploaded my photo but score is showing 60, what does it mean', expect: 'photo-upload' },
  { q: 'my address proof got rejected in verification', expect: 'failed-verification', also: ['hold-reasons'] },
  { q: 'what are the common reasons applications get stuck', expect: 'hold-reasons' },
  { q: 'is appointment compulsory at vfs global', expect: 'appointments' },
  { q: 'can i travel to europe on my current passport during renewal', expect: 'travel' },
  { q: 'i have a trip planned in 3 weeks, can i still apply now?', expect: 'travel', also: ['urgent-tatkal'] },
  { q: 'where are my documents stored, are they deleted later?', expect: 'security' },
  { q: 'how does this website work', expect: 'services' },
  { q: 'need your phone number', expect: 'contact' },

  // Follow-ups inside a conversation.
  { q: 'what about lost?', expect: 'lost', history: after('documents for renewal') },
  { q: 'and in canada?', expect: 'renewal-time', history: after('how long does renewal take') },
  {
    q: 'what if its older than that?',
    expect: 'address-proof',
    history: after('is a 2 month old bank statement fine for address?'),
  },
  { q: 'and the background?', expect: 'photo-rules', history: after('photo size for passport') },
  { q: 'new question - can i wear a cap', expect: 'photo-rules', history: after('how much are the fees') },
  { q: 'how about the fees for that?', expect: 'fees', also: ['urgent-tatkal'], history: after('tatkal possible?') },
  { q: "ok. what about my daughter's passport?", expect: 'minors', history: after('I lost my passport') },

  // Asking for a person.
  { q: 'pls connect me with customer care executive', expect: 'live-chat' },
  { q: 'I want to talk to a real person not a bot', expect: 'live-chat' },
  { q: 'can I chat with someone', expect: 'live-chat' },
  { q: 'agent', expect: 'live-chat' },

  // Outside our pages.
  { q: 'my husband is US citizen, can he get OCI?', expect: 'dont-know' },
  { q: 'B1/B2 visa interview dates in Mumbai', expect: 'dont-know' },
  { q: 'can i apply for tatkal tourist visa for my parents', expect: 'dont-know' },
  { q: 'do I need to surrender my indian passport after getting US citizenship', expect: 'dont-know' },
  { q: 'how to update address in aadhaar from USA', expect: 'dont-know' },
  { q: 'can i get my passport delivered to india address', expect: 'dont-know' },
  { q: 'indian driving licence renewal from abroad', expect: 'dont-know' },
  { q: 'best forex card for india trip', expect: 'dont-know' },
  { q: 'what is the status of my application at the consulate', expect: 'dont-know' },
  { q: 'will my old visa in cancelled passport still work for travel to US?', expect: 'dont-know' },
  { q: 'does india allow dual citizenship', expect: 'dont-know' },
  { q: 'how to file income tax return as NRI', expect: 'dont-know' },
  { q: 'and for OCI holders?', expect: 'dont-know', history: after('can I travel while renewing?') },
];
