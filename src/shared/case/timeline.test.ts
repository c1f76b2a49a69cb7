import { describe, expect, it } from 'vitest';
import { NO_EVENTS, type TimelineEvents } from '../schemas/timeline.ts';
import type { CaseAnswers } from './case-answers.ts';
import { resolveCase } from './resolve-case.ts';
import { addWorkingDays, buildTimeline, dueReminders, processingRange } from './timeline.ts';

const TODAY = '2026-11-26';
const sf: CaseAnswers = {
  applicationType: 'renewal',
  reason: 'expiring',
  ageGroup: 'adult',
  countryOfResidence: 'US',
  missionId: 'cgi-san-francisco',
};
const munichLost: CaseAnswers = {
  applicationType: 'renewal',
  reason: 'lost',
  ageGroup: 'adult',
  countryOfResidence: 'DE',
  missionId: 'cgi-munich',
};

const timeline = (answers: CaseAnswers, events: Partial<TimelineEvents>, today = TODAY, passportExpiry?: string) =>
  buildTimeline({
    result: resolveCase(answers, { today }),
    events: { ...NO_EVENTS, ...events },
    today,
    passportExpiry: passportExpiry ?? null,
    applicantName: 'Asha Rao',
  });
const statuses = (t: ReturnType<typeof buildTimeline>) => t.steps.map((s) => [s.id, s.status]);

describe('working days', () => {
  it('skips Saturdays and Sundays', () => {
    expect(addWorkingDays('2026-11-27', 1)).toBe('2026-11-30'); // Friday -> Monday
    expect(addWorkingDays('2026-11-02', 30)).toBe('2026-12-14'); // six whole weeks
  });
});

describe('buildTimeline', () => {
  it('starts with the government form for this mission as the next step', () => {
    const t = timeline(sf, {});
    expect(statuses(t)).toEqual([
      ['government_form', 'next'],
      ['book', 'upcoming'],
      ['attend', 'upcoming'],
      ['dispatch', 'upcoming'],
      ['received', 'upcoming'],
    ]);
    expect(t.steps[0]?.title).toBe('Fill the government form for the Consulate General of India, San Francisco');
    expect(t.steps[1]?.title).toBe('Book an appointment with VFS Global');
    expect(t.chase.every((c) => c.on === null && !c.due && c.email === null)).toBe(true);
  });

  it('gives the form 150 days: booking is due by then and overdue after', () => {
    const t = timeline(sf, { formSubmitted: '2026-07-01' });
    const book = t.steps.find((s) => s.id === 'book');
    expect(book?.dueBy).toBe('2026-11-28'); // 2026-07-01 + 150 days
    expect(book?.status).toBe('next');
    expect(t.steps[0]).toMatchObject({ status: 'done', doneOn: '2026-07-01' });
    expect(book?.detail).toContain('Your form expires on 2026-11-28');

    const late = timeline(sf, { formSubmitted: '2026-07-01' }, '2026-11-29');
    expect(late.steps.find((s) => s.id === 'book')?.status).toBe('overdue');
    expect(late.steps.find((s) => s.id === 'attend')?.status).toBe('overdue');
  });

  it('warns when the appointment falls after the form expires', () => {
    const t = timeline(sf, { formSubmitted: '2026-07-01', appointment: '2026-12-10' });
    const attend = t.steps.find((s) => s.id === 'attend');
    expect(attend).toMatchObject({ status: 'next', expected: { from: '2026-12-10', to: '2026-12-10' } });
    expect(attend?.detail).toContain('after your form expires (2026-11-28)');
  });

  it('after the appointment in San Francisco: dispatch expected in 3 weeks, VFS first, the consulate after 30 working days', () => {
    const events = { formSubmitted: '2026-10-20', appointment: '2026-11-02', fileNumber: 'SF1234567890123' };
    const t = timeline(sf, events, '2026-11-10');
    expect(statuses(t)).toEqual([
      ['government_form', 'done'],
      ['book', 'done'],
      ['attend', 'done'],
      ['dispatch', 'next'],
      ['received', 'upcoming'],
    ]);
    expect(t.steps.find((s) => s.id === 'dispatch')?.expected).toEqual({ from: '2026-11-23', to: '2026-11-23' });
    expect(t.chase.map((c) => [c.contact, c.who, c.on, c.due])).toEqual([
      ['provider', 'VFS Global', '2026-11-23', false],
      ['mission', 'Consulate General of India, San Francisco', '2026-12-14', false],
    ]);

    const worry = timeline(sf, events, '2026-11-24');
    expect(worry.steps.find((s) => s.id === 'dispatch')?.status).toBe('overdue');
    const [vfs, consulate] = worry.chase;
    expect(vfs?.due).toBe(true);
    expect(consulate?.due).toBe(false);
    expect(vfs?.email).toMatchObject({
      toName: 'VFS Global',
      where: 'https://visa.vfsglobal.com/usa/en/ind',
      subject: 'Passport application SF1234567890123: status enquiry',
    });
    expect(vfs?.email?.body).toContain('File number: SF1234567890123');
    expect(vfs?.email?.body).toContain('on 2026-11-02 for the Consulate General of India, San Francisco');
    expect(vfs?.email?.body.endsWith('Asha Rao')).toBe(true);
    expect(consulate?.email).toBeNull();

    const later = timeline(sf, events, '2026-12-14');
    expect(later.chase.map((c) => c.due)).toEqual([true, true]);
    expect(later.chase[1]?.email?.toName).toBe('Consulate General of India, San Francisco');
    expect(dueReminders(later, 'Passport Renewal #7').map((r) => r.key)).toEqual(['chase-provider', 'chase-mission']);
  });

  it('stops chasing once the passport is received', () => {
    const t = timeline(
      sf,
      { appointment: '2026-10-01', passportReceived: '2026-11-20', fileNumber: 'SF1' },
      '2026-11-26',
    );
    expect(t.steps.every((s) => s.status === 'done')).toBe(true);
    expect(t.chase.some((c) => c.due || c.email)).toBe(false);
    expect(dueReminders(t, 'x')).toEqual([]);
  });

  it('adds police verification for a lost passport in Munich and the address from the rule', () => {
    const result = resolveCase(munichLost, { today: TODAY });
    expect(result.policeVerification.likely).toBe(true);
    const t = timeline(munichLost, { appointment: '2026-09-01' }, '2026-10-01');
    expect(t.steps.map((s) => s.id)).toContain('police_verification');
    expect(t.steps.find((s) => s.id === 'police_verification')?.status).toBe('next');
    const range = processingRange(result, '2026-09-01');
    // Germany: up to 7 weeks, plus the police verification weeks.
    const pvMax = result.policeVerification.addsWeeks?.max ?? 0;
    expect(range.to).toBe(new Date(Date.parse('2026-09-01') + (7 + pvMax) * 7 * 86_400_000).toISOString().slice(0, 10));
    const late = timeline(munichLost, { appointment: '2026-09-01' }, '2026-10-21');
    const mission = late.chase.find((c) => c.contact === 'mission');
    expect(mission?.on).toBe('2026-10-20'); // seven weeks after the appointment
    expect(mission?.email?.to).toBe('passport.munich@mea.gov.in');
  });

  it('computes the file-by date from the expiry and a travel date', () => {
    const byExpiry = timeline(sf, {}, TODAY, '2027-06-30');
    expect(byExpiry.fileBy).toMatchObject({ date: '2027-06-09', passed: false }); // 3 weeks before expiry
    const withTravel = timeline(sf, { travelDate: '2027-03-15' }, TODAY, '2027-06-30');
    expect(withTravel.fileBy?.date).toBe('2027-01-15'); // 2 months before the trip
    expect(withTravel.fileBy?.reasons.join(' ')).toContain('6 months of validity');
    const passed = timeline(sf, {}, '2027-06-10', '2027-06-30');
    expect(passed.fileBy?.passed).toBe(true);
    expect(dueReminders(passed, 'Passport Renewal #1').map((r) => r.key)).toEqual(['file-by']);
    expect(timeline(sf, {}).fileBy).toBeNull();
  });

  it('does not remind of the file-by date once an appointment is recorded', () => {
    const t = timeline(sf, { appointment: '2027-06-20' }, '2027-06-10', '2027-06-30');
    expect(dueReminders(t, 'x')).toEqual([]);
  });

  it('words the steps without a mission (a country we hold no data for)', () => {
    const t = timeline(
      { applicationType: 'renewal', reason: 'expiring', ageGroup: 'adult', countryOfResidence: 'OTHER' },
      {},
    );
    expect(t.steps[0]?.title).toBe('Fill the government form for your mission');
    expect(t.steps.find((s) => s.id === 'dispatch')?.title).toBe('Your mission decides and dispatches your passport');
    expect(t.steps[1]?.title).toBe('Book an appointment with the service provider');
  });

  it('is pure and plain JSON', () => {
    const a = timeline(sf, { appointment: '2026-11-02' }, '2026-12-20');
    expect(timeline(sf, { appointment: '2026-11-02' }, '2026-12-20')).toEqual(a);
    expect(JSON.parse(JSON.stringify(a))).toEqual(a);
  });
});
