/** Whether to attend in person, and the photo: the mission's print size and the government's digital upload. */
import { rulesOfKind, type Mission } from './case-data.ts';
import { applicableRules, mostSpecific, type CaseFacts } from './conditions.ts';
import { getFact } from './general-facts.ts';
import { ruleRef, type RuleRef } from './rule-ref.ts';

export interface AttendInPerson extends RuleRef {
  readonly mode: 'required' | 'not_required' | 'unconfirmed';
  readonly why: string;
}

export interface PhotoAnswer {
  readonly print: RuleRef & { readonly widthMm: number; readonly heightMm: number; readonly label: string };
  readonly digital: RuleRef & { readonly widthPx: number; readonly heightPx: number };
  readonly maxAgeMonths: number;
}

export function resolveAttendance(facts: CaseFacts, today: string): AttendInPerson {
  const rule = mostSpecific(applicableRules(rulesOfKind('attendance'), facts));
  if (!rule) throw new Error('rules.json needs a general attendance rule');
  return { ...ruleRef(rule.id, rule, today), mode: rule.value.inPerson, why: rule.value.why };
}

export function missionPhotoRuleId(missionId: string): string {
  return `mission.${missionId}.photo-print`;
}

export function resolvePhoto(mission: Mission | null, today: string): PhotoAnswer {
  const digital = getFact('photo.digital', today);
  const maxAge = getFact('photo.max-age-months', today);
  let print: PhotoAnswer['print'];
  if (mission) {
    const p = mission.photoPrint;
    print = {
      ...ruleRef(missionPhotoRuleId(mission.id), p, today),
      widthMm: p.widthMm,
      heightMm: p.heightMm,
      label: p.label,
    };
  } else {
    const sizes = getFact('photo.print-sizes', today);
    const abroad = sizes.value.find((s) => s.id === 'abroad');
    if (!abroad) throw new Error('fact.photo.print-sizes needs the size used abroad');
    print = { ...sizes.ref, widthMm: abroad.widthMm, heightMm: abroad.heightMm, label: abroad.label };
  }
  return {
    print,
    digital: { ...digital.ref, widthPx: digital.value.widthPx, heightPx: digital.value.heightPx },
    maxAgeMonths: maxAge.value,
  };
}
