/**
 * The help pages' content as plain passages, built from the facts module: what Quick Help searches and
 * cites. Each passage names the page (title + path) and section it comes from, so an answer can link there.
 * When a help page changes its wording, change the passage here too; the numbers come from facts.ts.
 */
import { DOCUMENT_MAX_BYTES, MANUAL_REVIEW_HOURS, MB, PHOTO_MAX_BYTES, PLANS } from '../constants.ts';
import {
  ADDRESS_PROOF_MAX_AGE,
  DOCUMENT_FACTS,
  FEES_BY_COUNTRY,
  HOLD_REASONS,
  PHOTO_FACTS,
  PROCESSING_FACTS,
  TIMELINE_SURCHARGES,
  type DocumentFact,
  type FeeLine,
} from '../domain/facts.ts';

export const HELP_PAGES = {
  faq: { title: 'Frequently Asked Questions', path: '/faq' },
  photo: { title: 'Photo Requirements', path: '/photo-requirements' },
  documents: { title: 'Document Guidelines', path: '/document-guidelines' },
  services: { title: 'Our Services', path: '/services' },
  support: { title: 'Support Center', path: '/support' },
} as const;
export type HelpPageId = keyof typeof HELP_PAGES;

/** The application step (1-4) a passage is most useful on; Quick Help ranks these higher there. */
export type HelpStep = 1 | 2 | 3 | 4;

export interface HelpPassage {
  readonly id: string;
  readonly page: HelpPageId;
  readonly heading: string;
  readonly text: string;
  /** Words people use for this that the text does not contain (e.g. "tatkal" for urgent). */
  readonly keywords: string;
  readonly steps: readonly HelpStep[];
}

const docs = DOCUMENT_FACTS.value;
const photo = PHOTO_FACTS;
const us = FEES_BY_COUNTRY.US.value;
const uk = FEES_BY_COUNTRY.UK.value;
const processing = PROCESSING_FACTS.value;
const months = (days: number) => Math.round(days / 30.4);
const money = ({ amount, currency }: Pick<FeeLine, 'amount' | 'currency'>) =>
  new Intl.NumberFormat('en-US', { style: 'currency', currency }).format(amount);
const list = (items: readonly DocumentFact[]) => items.map((d) => `${d.label}: ${d.detail}`).join(' ');
const baseList = docs.base.map((d) => d.label.toLowerCase()).join('; ');

export const HELP_PASSAGES: readonly HelpPassage[] = [
  {
    id: 'renewal-time',
    page: 'faq',
    heading: 'How long does passport renewal take?',
    text: `Usually 2-4 weeks for regular processing and 1-2 weeks for expedited processing, counted from the day the mission receives your application. It varies by mission: ${processing.byConsulate.sf} at San Francisco and ${processing.byCountry.UK} in the United Kingdom. ${processing.delays} Our own plan processing time (${PLANS.basic.processingTime} on Basic, ${PLANS.pro.processingTime} on Pro, ${PLANS.express.processingTime} on Express) is the time we take to check your application, before you submit it.`,
    keywords: 'how long duration weeks days processing time wait quickly when receive new passport',
    steps: [1],
  },
  {
    id: 'fees',
    page: 'faq',
    heading: 'How much does renewing my passport cost?',
    text: `Roughly $85-$185 in government and service fees. Indicative figures: ${[
      ...us.lines,
      ...(us.alternatives ?? []),
    ]
      .map((l) => `United States, ${l.label}: about ${money(l)}`)
      .join(
        '; ',
      )}${us.urgentExtra ? `; United States, ${us.urgentExtra.label}: about ${money(us.urgentExtra)} extra` : ''}; ${uk.lines
      .map((l) => `United Kingdom, ${l.label}: about ${money(l)}`)
      .join('; ')}. These are paid to the mission and its service centre, separately from our plan fee.`,
    keywords: 'cost price fee fees charge pay money dollars pounds expensive how much usa uk',
    steps: [1],
  },
  {
    id: 'urgent-tatkal',
    page: 'faq',
    heading: 'Urgent (Tatkal) processing',
    text: `If you must travel soon, ask your mission about urgent (Tatkal) processing. ${us.urgentExtra ? `In the United States ${us.urgentExtra.label} adds about ${money(us.urgentExtra)}.` : ''} In the application you can choose the processing timeline: ${Object.values(
      TIMELINE_SURCHARGES,
    )
      .map((t) => `${t.value.label}, ${t.value.feeNote}`)
      .join('; ')}.`,
    keywords: 'tatkal urgent emergency fast faster expedite expedited quick rush hurry travel soon',
    steps: [1],
  },
  {
    id: 'documents-needed',
    page: 'documents',
    heading: 'Documents everyone needs',
    text: `For a standard renewal (passport expired, expiring within a year, or pages exhausted) you need: ${baseList}. ${list(docs.base)}`,
    keywords:
      'documents needed required papers what do i need bring checklist renewal expiring expiry pages exhausted full booklet visa green card residence permit',
    steps: [1, 2],
  },
  {
    id: 'lost',
    page: 'documents',
    heading: 'Passport lost or stolen',
    text: `Besides the documents everyone needs, add: ${list(docs.byReason.lost)}`,
    keywords: 'lost stolen missing misplaced theft police report fir annexure f',
    steps: [1, 2],
  },
  {
    id: 'damaged',
    page: 'documents',
    heading: 'Passport damaged',
    text: `Besides the documents everyone needs, add: ${list(docs.byReason.damaged)}`,
    keywords: 'damaged torn wet water washed ripped broken mutilated annexure f',
    steps: [1, 2],
  },
  {
    id: 'name-change',
    page: 'faq',
    heading: 'My name has changed. What do I need?',
    text: `${list(docs.byReason.change)} Fill the application form with your new name, and make sure it is spelled the same way on every document you upload.`,
    keywords: 'name change changed marriage married wedding divorce surname maiden spouse gazette newspaper',
    steps: [1, 2],
  },
  {
    id: 'expired',
    page: 'faq',
    heading: 'My passport has already expired. Can I still renew it?',
    text: `Yes, in most cases. If it expired more than ${months(docs.delayAffidavitAfterDays)} months ago, a notarised affidavit explaining the delay is commonly asked for (some centres ask after ${months(docs.delayAffidavitSomeCentresAfterDays)} months). If it expired over 15 years ago, you may need to apply for a new passport instead of a renewal.`,
    keywords: 'expired expiry old long ago years affidavit delay late overdue still renew',
    steps: [1],
  },
  {
    id: 'appearance',
    page: 'documents',
    heading: 'Change of appearance or signature',
    text: list(docs.conditional.filter((d) => d.id === 'appearance-change')),
    keywords: 'appearance look beard signature changed different face',
    steps: [2],
  },
  {
    id: 'minors',
    page: 'documents',
    heading: 'Applying for a child (minor)',
    text: `${list(docs.conditional.filter((d) => d.id === 'minor-consent'))}`,
    keywords: 'child children minor kid son daughter baby infant parents consent annexure h under 18',
    steps: [1, 2],
  },
  {
    id: 'address-proof',
    page: 'documents',
    heading: 'Proof of address abroad',
    text: `Address proof dated within ${ADDRESS_PROOF_MAX_AGE.value.months} months. It must be in your name and show your full current address: a utility bill, bank statement, lease or government letter.`,
    keywords: 'address proof residence utility bill bank statement lease rent electricity old months',
    steps: [2, 3],
  },
  {
    id: 'file-rules',
    page: 'documents',
    heading: 'File requirements',
    text: `Accepted formats JPEG, PNG, PDF, max ${DOCUMENT_MAX_BYTES / MB}MB per file. The filled passport application form: PDF only. Your photo: JPEG or PNG, ${PHOTO_MAX_BYTES / MB} MB at most. One file per document slot; put several pages of one document into a single PDF.`,
    keywords: 'upload file format size limit mb pdf jpeg jpg png too big large scan',
    steps: [2],
  },
  {
    id: 'photo-print',
    page: 'photo',
    heading: 'Printed photo',
    text: `${photo.printSizes.value.map((s) => `${s.label} is the size for ${s.usedFor}.`).join(' ')} Head height ${photo.headHeightInches.value.min} to ${photo.headHeightInches.value.max} inches, eye line ${photo.eyeLineInches.value.min} to ${photo.eyeLineInches.value.max} inches from the bottom, ${photo.minDpi.value} DPI minimum, taken within the last ${photo.maxAgeMonths.value} months.`,
    keywords: 'photo picture size dimensions inches mm 2x2 print head height eye dpi recent',
    steps: [2, 3],
  },
  {
    id: 'photo-rules',
    page: 'photo',
    heading: 'Digital photo (ICAO rules)',
    text: `A digital photo must be ${photo.digital.value.widthPx} x ${photo.digital.value.heightPx} px, in colour, on a ${photo.digital.value.background} background. Every photo must meet these rules: ${photo.rules.value.join('; ')}.`,
    keywords:
      'photo picture background white glasses spectacles smile expression shadow hijab turban head covering religious edit filter pixels selfie',
    steps: [2, 3],
  },
  {
    id: 'photo-upload',
    page: 'photo',
    heading: 'Uploading your photo',
    text: `Upload a JPEG or PNG file of ${PHOTO_MAX_BYTES / MB} MB at most. Our photo check measures it against the rules and shows a score; a photo that fails shows each issue and how to fix it.`,
    keywords: 'photo upload failed score check rejected fix',
    steps: [2, 3],
  },
  {
    id: 'failed-verification',
    page: 'faq',
    heading: 'What if my verification fails?',
    text: `Open the document to see the issues found and the suggestions to fix them, then use Replace Document to upload a corrected file; it is checked again automatically. The most common problems are: ${HOLD_REASONS.value
      .slice(0, 3)
      .map((r) => r.text.toLowerCase())
      .join(
        '; ',
      )}. On Pro and Express you can also request a manual expert review (within ${MANUAL_REVIEW_HOURS} hours).`,
    keywords: 'verification failed rejected error issues found replace document wrong not accepted',
    steps: [3],
  },
  {
    id: 'hold-reasons',
    page: 'documents',
    heading: 'Why applications are put on hold',
    text: `Our pre-submission check looks for each of these before you submit: ${HOLD_REASONS.value.map((r) => r.text).join('; ')}.`,
    keywords: 'hold held delayed rejected refused reasons problems mistakes common stuck',
    steps: [3, 4],
  },
  {
    id: 'appointments',
    page: 'faq',
    heading: 'Do I need an appointment?',
    text: 'Most Indian missions take applications through an outsourced service centre, and many ask you to book an appointment to submit it in person with your original documents. Book once our checks show your documents are ready.',
    keywords: 'appointment book booking visit consulate embassy service centre vfs bls in person submit',
    steps: [4],
  },
  {
    id: 'travel',
    page: 'faq',
    heading: 'Can I travel while my passport is being renewed?',
    text: 'Usually not on that passport: you hand in your current passport when you apply, and it is cancelled when the new one is issued. Plan your trips around the processing time, and ask your mission about urgent (Tatkal) processing if you must travel soon.',
    keywords: 'travel trip fly abroad during while meanwhile vacation holiday',
    steps: [1, 4],
  },
  {
    id: 'security',
    page: 'faq',
    heading: 'Are my documents secure?',
    text: `Yes. Your documents are checked on our own servers and never sent to a third-party AI. They are encrypted with 256-bit AES encryption. We keep application data for ${PLANS.pro.retentionMonths} months on Pro and Express and ${PLANS.basic.retentionMonths} months on Basic.`,
    keywords: 'secure security safe privacy data encrypted encryption delete stored storage',
    steps: [2],
  },
  {
    id: 'services',
    page: 'services',
    heading: 'What Passport Buddy does',
    text: `A guided, four-step renewal: choose your reason, upload your documents, our checks verify your photo and documents, then the form is filled and you download a ready-to-submit PDF. On Pro a manual expert review within ${MANUAL_REVIEW_HOURS} hours.`,
    keywords: 'what do you do services how does it work steps help plans pdf expert review',
    steps: [1],
  },
  {
    id: 'contact',
    page: 'support',
    heading: 'Contact our team',
    text: 'Chat with our team live, e-mail us (response within 2 hours) or call us (24/7). The Support Center also has a contact form.',
    keywords: 'contact human person agent talk speak call phone email support help team',
    steps: [1, 2, 3, 4],
  },
];
