import type { MailMessage } from './transport.ts';

/**
 * Every e-mail we send, as one template function each returning text and HTML from the same lines, so the
 * two never drift apart. Values are escaped for HTML; nothing personal beyond the name goes in a subject.
 */
interface Letter {
  subject: string;
  greeting: string;
  paragraphs: string[];
  /** A path in the app the reader should open next. */
  action?: { label: string; path: string };
}

const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

export function renderLetter(to: string, letter: Letter, baseUrl = ''): MailMessage {
  const link = letter.action ? `${baseUrl}${letter.action.path}` : undefined;
  const text = [
    letter.greeting,
    '',
    ...letter.paragraphs.flatMap((p) => [p, '']),
    ...(letter.action && link ? [`${letter.action.label}: ${link}`, ''] : []),
    '— The Passport Buddy team',
  ].join('\n');
  const html = [
    '<!doctype html><html><body style="font-family:Arial,sans-serif;color:#0f172a;line-height:1.5">',
    `<p>${escapeHtml(letter.greeting)}</p>`,
    ...letter.paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`),
    letter.action && link
      ? `<p><a href="${escapeHtml(link)}" style="color:#1d4ed8">${escapeHtml(letter.action.label)}</a></p>`
      : '',
    '<p>— The Passport Buddy team</p></body></html>',
  ].join('');
  return { to, subject: letter.subject, text, html };
}

const hello = (name: string) => (name.trim() ? `Hello ${name.trim()},` : 'Hello,');
const appLink = (id: number) => ({ label: 'Open your application', path: `/application/${id}` });

export const emails = {
  verificationSuccess: (a: { name: string; applicationId: number }): Letter => ({
    subject: 'Your documents passed verification',
    greeting: hello(a.name),
    paragraphs: [`Good news: the documents of application #${a.applicationId} passed our checks.`],
    action: appLink(a.applicationId),
  }),
  verificationFailed: (a: { name: string; applicationId: number; reasons: string[] }): Letter => ({
    subject: 'A document needs your attention',
    greeting: hello(a.name),
    paragraphs: [
      `One or more documents of application #${a.applicationId} did not pass our checks.`,
      ...(a.reasons.length > 0 ? [`What to fix: ${a.reasons.join('; ')}`] : []),
    ],
    action: appLink(a.applicationId),
  }),
  statusUpdate: (a: { name: string; applicationId: number; status: string }): Letter => ({
    subject: `Application #${a.applicationId}: ${a.status}`,
    greeting: hello(a.name),
    paragraphs: [`The status of your passport application #${a.applicationId} is now: ${a.status}.`],
    action: appLink(a.applicationId),
  }),
  reviewRequested: (a: { name: string; applicationId: number; kind: 'manual' | 'expert'; hours: number }): Letter => ({
    subject: a.kind === 'expert' ? 'Expert review requested' : 'Manual review requested',
    greeting: hello(a.name),
    paragraphs: [
      `We received your ${a.kind === 'expert' ? 'expert' : 'manual'} review request for application #${a.applicationId}.`,
      `A reviewer will look at it within ${a.hours} hours.`,
    ],
    action: appLink(a.applicationId),
  }),
  reviewAssigned: (a: { name: string; applicationId: number; reviewer: string }): Letter => ({
    subject: 'A reviewer is looking at your application',
    greeting: hello(a.name),
    paragraphs: [`${a.reviewer} from our review team has taken application #${a.applicationId}.`],
    action: appLink(a.applicationId),
  }),
  reviewCompleted: (a: { name: string; applicationId: number; verdict: string; feedback: string }): Letter => ({
    subject: 'Your review is complete',
    greeting: hello(a.name),
    paragraphs: [
      `The review of application #${a.applicationId} is complete: ${a.verdict}.`,
      `Reviewer's feedback: ${a.feedback}`,
    ],
    action: appLink(a.applicationId),
  }),
  storageExpiry: (a: { name: string; documentName: string; expiresOn: string }): Letter => ({
    subject: 'A stored document will be deleted in 30 days',
    greeting: hello(a.name),
    paragraphs: [
      `"${a.documentName}" in your secure storage expires on ${a.expiresOn} and will then be deleted.`,
      'Download it before then if you want to keep a copy.',
    ],
    action: { label: 'View secure storage', path: '/storage-details' },
  }),
  supportReply: (a: { name: string; subject: string; reply: string }): Letter => ({
    subject: `Re: ${a.subject}`,
    greeting: hello(a.name),
    paragraphs: [a.reply],
    action: { label: 'Visit the support centre', path: '/support' },
  }),
} satisfies Record<string, (a: never) => Letter>;
