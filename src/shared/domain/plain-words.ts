import type { PhotoCheckName, PhotoCheckStatus, PhotoMeasurement } from '../schemas/photo-analysis.ts';
import { photoCheckStatus } from '../schemas/photo-analysis.ts';

/**
 * What a check result means, in words a first-time user understands, and what to do about it. The measured
 * value and the rule it was held against stay in the analysis (value, threshold, detail) for "How we measured";
 * these sentences come first everywhere a result is shown (app, report, PDF).
 */
export interface PlainWords {
  /** One sentence: what we found. */
  readonly summary: string;
  /** What to do, when there is something to do. */
  readonly advice?: string;
}

/** Said of any check a person will look at instead: nothing is wrong, nothing to do yet. */
export const PERSON_WILL_CHECK =
  'Nothing to do for now: a member of our team will look at this and tell you if anything needs changing.';

/** Every photo check, for each outcome. A failed check's own analysis may say more precisely what was wrong. */
export const PHOTO_CHECK_WORDS: Readonly<Record<PhotoCheckName, Readonly<Record<PhotoCheckStatus, PlainWords>>>> = {
  faceVisibility: {
    passed: { summary: 'We can see your whole face clearly.' },
    failed: {
      summary: 'We cannot see your face clearly.',
      advice: 'Take a new photo of only you, looking at the camera, with nothing covering your face.',
    },
    unchecked: {
      summary: 'We could not tell for sure whether your face is clearly visible.',
      advice: PERSON_WILL_CHECK,
    },
  },
  backgroundLight: {
    passed: { summary: 'The background is plain and white.' },
    failed: {
      summary: 'The background is not plain white.',
      advice: 'Stand in front of a plain white wall with even light on it, and take a new photo.',
    },
    unchecked: { summary: 'We could not see enough of the background to judge it.', advice: PERSON_WILL_CHECK },
  },
  dimensionsCorrect: {
    passed: { summary: 'The photo has the right shape and your head is the right size in it.' },
    failed: {
      summary: 'The photo shape or the size of your head in it is not right.',
      advice: 'Use Fix photo to crop it for you, or take a new photo with your head and shoulders in the frame.',
    },
    unchecked: { summary: 'We could not measure the size of your head reliably.', advice: PERSON_WILL_CHECK },
  },
  imageQuality: {
    passed: { summary: 'The photo is sharp and detailed enough.' },
    failed: {
      summary: 'The photo is not sharp or detailed enough.',
      advice: 'Upload the original photo from your camera or phone, taken in good light with the camera steady.',
    },
    unchecked: {
      summary: 'The photo looks a little soft; we could not be sure it is sharp enough.',
      advice: PERSON_WILL_CHECK,
    },
  },
  noGlasses: {
    passed: { summary: 'We see no glasses.' },
    failed: {
      summary: 'We can see glasses.',
      advice: 'Take your glasses off and take a new photo; glasses are not allowed, even with clear lenses.',
    },
    unchecked: { summary: 'We could not tell for sure whether you are wearing glasses.', advice: PERSON_WILL_CHECK },
  },
  properLighting: {
    passed: { summary: 'Your face is evenly lit.' },
    failed: {
      summary: 'The light on your face is uneven, too dark or too bright.',
      advice: 'Face a window or a soft light so both sides of your face are lit evenly, and take a new photo.',
    },
    unchecked: { summary: 'We could not tell for sure whether your face is evenly lit.', advice: PERSON_WILL_CHECK },
  },
  frontFacing: {
    passed: { summary: 'You are looking straight at the camera.' },
    failed: {
      summary: 'You are not looking straight at the camera.',
      advice: 'Look straight into the camera with your head level, and take a new photo.',
    },
    unchecked: { summary: 'We could not tell for sure whether your head is straight.', advice: PERSON_WILL_CHECK },
  },
  neutralExpression: {
    passed: { summary: 'Your expression is neutral, with your eyes open and mouth closed.' },
    failed: {
      summary: 'Your expression is not neutral.',
      advice: 'Keep your mouth closed, do not smile, keep your eyes open, and take a new photo.',
    },
    unchecked: { summary: 'We could not tell for sure whether your expression is neutral.', advice: PERSON_WILL_CHECK },
  },
};

/** The one-word status a check shows beside its sentence; "could not check" is never shown as a failure. */
export const CHECK_STATUS_LABELS: Readonly<Record<PhotoCheckStatus, string>> = {
  passed: 'Pass',
  failed: 'Fail',
  unchecked: 'A person will check',
};

/**
 * The sentences for one photo check: the analysis's own (set when it ran, naming the exact problem) or, for
 * analyses stored before they existed, the table's.
 */
export function photoCheckWords(name: PhotoCheckName, m: PhotoMeasurement): PlainWords {
  const status = photoCheckStatus(m);
  const table = PHOTO_CHECK_WORDS[name][status];
  const summary = m.summary ?? table.summary;
  const advice = m.advice ?? table.advice;
  return advice ? { summary, advice } : { summary };
}

/** "How we measured": the measured value, the rule, and any note, as one line. */
export function photoCheckMeasured(m: PhotoMeasurement): string {
  return [m.value ? `Measured: ${m.value}` : null, m.threshold ? `Required: ${m.threshold}` : null, m.detail ?? null]
    .filter(Boolean)
    .join('. ')
    .replace(/\.\./g, '.');
}

/** Where the words of a document were read from. */
export const TEXT_SOURCE_WORDS: Readonly<Record<'form_fields' | 'text_layer' | 'ocr', string>> = {
  form_fields: "read from the PDF's form fields",
  text_layer: "read from the PDF's text",
  ocr: 'read by OCR (text recognition on the image of the page)',
};

const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

/**
 * A date as people write it, for text the server writes (reports, PDF): '26 November 2026'. Takes a calendar
 * date ('2026-11-26'), an ISO timestamp or a Date; a calendar date is that day wherever the reader is. Anything
 * else is returned as it came.
 */
export function humanDate(value: string | Date): string {
  if (typeof value === 'string') {
    const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
    if (m) return `${Number(m[3])} ${MONTHS[Number(m[2]) - 1] ?? m[2]} ${m[1]}`;
    // Only ISO timestamps are read as moments: '03/04/1990' means different days to different readers.
    if (!/^\d{4}-\d{2}-\d{2}T/.test(value)) return value;
  }
  const date = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(date.getTime())) return String(value);
  return `${date.getUTCDate()} ${MONTHS[date.getUTCMonth()]} ${date.getUTCFullYear()}`;
}

/** A moment for server-written text: '26 November 2026, 08:30 UTC'. */
export function humanDateTime(value: string | Date): string {
  const date = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(date.getTime())) return String(value);
  const hh = String(date.getUTCHours()).padStart(2, '0');
  const mm = String(date.getUTCMinutes()).padStart(2, '0');
  return `${humanDate(date)}, ${hh}:${mm} UTC`;
}
