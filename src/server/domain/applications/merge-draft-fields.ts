import { RENEWAL_FORM_FIELDS, type RenewalFormField } from '#shared/schemas/renewal-form.ts';

type Values = Partial<Record<RenewalFormField, string | undefined>>;

/**
 * Three-way merge of one save into the stored details, field by field. `base` holds what the saving form had
 * loaded. A field the save changed (differs from its base) is taken when the stored value still equals the base
 * (nobody else changed it) or already equals the new value; otherwise both sides changed it differently: a
 * conflict. A field the save left alone keeps the stored value, so another tab's change survives. A final
 * submit also conflicts on a field changed elsewhere, so nothing is submitted that the user has not seen.
 * Fields without a base entry keep the stored value in a draft and take the submitted one in a final save.
 */
export function mergeDraftFields({
  stored,
  incoming,
  base,
  submitting,
}: {
  stored: Values;
  incoming: Values;
  base: Values;
  submitting: boolean;
}): { merged: Values; conflicts: RenewalFormField[] } {
  const merged: Values = {};
  const conflicts: RenewalFormField[] = [];
  for (const field of RENEWAL_FORM_FIELDS) {
    const current = stored[field] ?? '';
    const next = incoming[field];
    if (next === undefined || !(field in base)) {
      merged[field] = submitting && next !== undefined ? next : stored[field];
      continue;
    }
    const seen = base[field] ?? '';
    const changedHere = next !== seen;
    if (current !== seen && current !== next && (changedHere || submitting)) conflicts.push(field);
    merged[field] = changedHere ? next : stored[field];
  }
  return { merged, conflicts };
}
