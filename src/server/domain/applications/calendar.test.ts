import { describe, expect, it } from 'vitest';
import { escapeText, foldLine, toIcs } from './calendar.ts';

describe('iCalendar text', () => {
  it('escapes backslashes, semicolons, commas and new lines', () => {
    expect(escapeText('a\\b; c, d\ne\r\nf')).toBe('a\\\\b\\; c\\, d\\ne\\nf');
  });

  it('folds at 75 octets without splitting a UTF-8 character', () => {
    const line = `DESCRIPTION:${'₹ fee '.repeat(40)}`;
    const folded = foldLine(line);
    const parts = folded.split('\r\n');
    expect(parts.length).toBeGreaterThan(3);
    for (const part of parts) expect(Buffer.byteLength(part)).toBeLessThanOrEqual(75);
    expect(parts.slice(1).every((p) => p.startsWith(' '))).toBe(true);
    expect(folded.replace(/\r\n /g, '')).toBe(line);
  });

  it('writes all-day events with a UID, a DTSTAMP and CRLF line endings', () => {
    const ics = toIcs([{ key: 'file-by', date: '2027-01-31', summary: 'File by, today', description: 'x' }], {
      uidPrefix: 'passport-buddy-application-9',
      host: 'passportbuddy.example',
      now: new Date('2026-11-26T08:30:05.123Z'),
    });
    expect(ics.split('\r\n')).toEqual([
      'BEGIN:VCALENDAR',
      'VERSION:2.0',
      'PRODID:-//Passport Buddy//Case timeline//EN',
      'CALSCALE:GREGORIAN',
      'METHOD:PUBLISH',
      'BEGIN:VEVENT',
      'UID:passport-buddy-application-9-file-by@passportbuddy.example',
      'DTSTAMP:20261126T083005Z',
      'DTSTART;VALUE=DATE:20270131',
      'DTEND;VALUE=DATE:20270201',
      'SUMMARY:File by\\, today',
      'DESCRIPTION:x',
      'TRANSP:TRANSPARENT',
      'END:VEVENT',
      'END:VCALENDAR',
      '',
    ]);
  });
});
