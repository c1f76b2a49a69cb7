import { BUDDY_ANCHORS } from '#shared/schemas/buddy.ts';
import { Save, Sparkles, Wand2 } from 'lucide-react';
import { useMemo, useState } from 'react';
import { useWatch } from 'react-hook-form';
import { autoFillFromDetails, autoFillFromExtracted, type AutoFillResult } from '#shared/domain/autofill.ts';
import {
  addressMatchStatus,
  compareDates,
  compareNames,
  comparePassportNumbers,
  crossCheck,
} from '#shared/domain/compare.ts';
import type { Application } from '#shared/schemas/applications.ts';
import type { DocumentResource } from '#shared/schemas/documents.ts';
import {
  EMPTY_RENEWAL_FORM,
  RENEWAL_FORM_FIELDS,
  RENEWAL_FORM_LABELS,
  renewalFormSchema,
  type RenewalFormField,
} from '#shared/schemas/renewal-form.ts';
import { Button } from '#client/components/ui/button.tsx';
import { Card, CardContent, CardHeader, CardTitle } from '#client/components/ui/card.tsx';
import { TextAreaField, TextField } from '#client/components/ui/field.tsx';
import { toast } from '#client/components/ui/toast-store.ts';
import { ApiError, errorMessage, errorStatus } from '#client/lib/api.ts';
import { cn } from '#client/lib/cn.ts';
import { formatTime } from '#client/lib/format-date.ts';
import { useZodForm } from '#client/lib/use-zod-form.ts';
import { fetchApplication, fetchCompletedApplications, useSaveDetails } from './use-application.ts';
import { useExtractedData } from './use-extracted-data.ts';
import {
  clearLocalDraft,
  readLocalDraft,
  useDraftAutosave,
  writeLocalDraft,
  type FormValues,
} from './use-form-draft.ts';

const INPUT_TYPES: Partial<Record<RenewalFormField, string>> = {
  dateOfBirth: 'date',
  passportIssueDate: 'date',
  passportExpiryDate: 'date',
  emergencyContact: 'tel',
};
const MULTILINE: RenewalFormField[] = ['currentAddress', 'permanentAddress'];
const HINTS: Partial<Record<RenewalFormField, string>> = {
  currentAddress: 'Your address outside India, as on your address proof.',
  permanentAddress: 'Your address in India.',
  passportNumber: 'Optional: one letter and seven digits, e.g. K1234567.',
};

/** The form as saved on the server: the base each save is merged against (docs/decisions/0032-draft-merge.md). */
const serverValues = (application: Application): FormValues => ({
  ...EMPTY_RENEWAL_FORM,
  ...autoFillFromDetails(application.details).values,
});

/** Fields this save left alone that another tab changed: their saved value, to show here. */
const changedElsewhere = (base: FormValues, sent: FormValues, saved: FormValues): Partial<FormValues> =>
  Object.fromEntries(
    RENEWAL_FORM_FIELDS.filter((f) => sent[f] === base[f] && saved[f] !== base[f]).map((f) => [f, saved[f]]),
  );

/** Where the form starts: this device's draft when it is newer than the server's copy (nothing typed is lost). */
function initialValues(application: Application): { values: FormValues; restored: boolean } {
  const server = serverValues(application);
  const local = readLocalDraft(application.id);
  const serverSaved = application.details?.lastSaved ?? application.detailsSavedAt ?? '';
  if (local && local.lastSaved > serverSaved)
    return { values: { ...EMPTY_RENEWAL_FORM, ...local.values }, restored: true };
  return { values: server, restored: false };
}

export function RenewalForm({
  application,
  documents,
  hasAccess,
  onBack,
  onSubmitted,
}: {
  application: Application;
  documents: readonly DocumentResource[];
  hasAccess: boolean;
  onBack: () => void;
  onSubmitted: () => void;
}) {
  const start = useMemo(() => initialValues(application), [application.id]); // eslint-disable-line react-hooks/exhaustive-deps
  const form = useZodForm(renewalFormSchema, { defaultValues: start.values, shouldFocusError: true });
  // Every field has a default, so the watched object is the whole form; it changes only when a value does.
  const values = useWatch({ control: form.control }) as FormValues;
  const [localNote, setLocalNote] = useState(start.restored ? 'Restored your unsaved changes from this device.' : '');
  const [base, setBase] = useState<FormValues>(() => serverValues(application));
  const [conflicts, setConflicts] = useState<RenewalFormField[]>([]);
  const save = useSaveDetails(application.id);
  const extracted = useExtractedData(documents, hasAccess);
  const { errors } = form.formState;

  useDraftAutosave(application.id, values, () =>
    setLocalNote(`Draft saved on this device at ${formatTime(new Date())}.`),
  );

  /**
   * Values that arrive without typing (auto-fill, another tab's save, the latest version): each is checked at
   * once, so an error shown under a field that is now filled goes away (and a bad value says so).
   */
  const fill = (patch: Partial<FormValues>) => {
    for (const [field, value] of Object.entries(patch) as [RenewalFormField, string][]) {
      form.setValue(field, value, { shouldDirty: true, shouldTouch: true, shouldValidate: true });
    }
  };

  const warnings = crossCheck({ form: values, ...extracted });
  const comparison = fieldComparisons(values, extracted);

  const apply = (result: AutoFillResult) => fill(result.values);

  const autoFillFromLast = async () => {
    try {
      const completed = (await fetchCompletedApplications()).filter((a) => a.id !== application.id && a.details);
      const last = completed[0];
      if (!last) {
        toast({ title: 'No saved applications found', description: 'Complete a passport application first.' });
        return;
      }
      const result = autoFillFromDetails(last.details);
      apply(result);
      const mismatches = crossCheck({ form: { ...values, ...result.values }, ...extracted });
      toast({
        title: 'Auto-fill completed',
        description:
          mismatches.length > 0
            ? `${result.filled.length} fields populated. ${mismatches.length} differ from your documents: please check them.`
            : `${result.filled.length} fields populated from your last application.`,
        variant: mismatches.length > 0 ? 'default' : 'success',
      });
    } catch {
      toast({ title: 'No saved applications found', description: 'Complete a passport application first.' });
    }
  };

  const autoFillFromDocuments = () => {
    const result = autoFillFromExtracted(extracted.applicationForm);
    // The passport's data page fills what the filled form did not provide.
    for (const [field, value] of Object.entries(fromPassport(extracted.passport)) as [RenewalFormField, string][]) {
      result.values[field] ??= value;
    }
    const filled = Object.keys(result.values).length;
    if (filled === 0) {
      toast({ title: 'No data to fill', description: 'Your documents did not provide any form fields.' });
      return;
    }
    apply(result);
    toast({
      title: 'Form Auto-Filled',
      description: `${filled} fields filled from your documents. Please review them.`,
      variant: 'success',
    });
  };

  const persist = (isDraft: boolean, onSaved: () => void) => {
    // What was typed, as typed: the merge compares it with the base field by field (docs/decisions/0032-draft-merge.md).
    const sent = { ...EMPTY_RENEWAL_FORM, ...form.getValues() };
    writeLocalDraft(application.id, sent, false);
    save.mutate(
      { ...sent, isDraft, lastSaved: new Date().toISOString(), base },
      {
        onSuccess: (saved) => {
          // The merged result may hold another tab's fields: show them and merge the next save against them.
          const latest = serverValues(saved);
          setBase(latest);
          fill(changedElsewhere(base, sent, latest));
          setConflicts([]);
          onSaved();
        },
        onError: (error) => {
          const conflict = errorStatus(error) === 409;
          const fields = error instanceof ApiError ? error.details.conflicts : undefined;
          setConflicts(Array.isArray(fields) ? (fields as RenewalFormField[]) : []);
          const message = conflict ? errorMessage(error) : 'Failed to save application details. Please try again.';
          setLocalNote(
            conflict
              ? message
              : 'Not saved to your account yet, but your draft is safe on this device. Try again in a moment.',
          );
          toast({ title: 'Error saving application', description: message, variant: 'destructive' });
        },
      },
    );
  };

  /** Takes the saved value of each conflicting field; every other edit made here stays and saves next time. */
  const loadLatest = async () => {
    try {
      const latest = serverValues(await fetchApplication(application.id));
      fill(Object.fromEntries(conflicts.map((f) => [f, latest[f]])));
      setBase(latest);
      setConflicts([]);
      setLocalNote('Loaded the latest saved version of the fields changed elsewhere.');
    } catch (error) {
      toast({ title: 'Error loading application', description: errorMessage(error), variant: 'destructive' });
    }
  };

  const saveProgress = () =>
    persist(true, () => {
      setLocalNote('');
      toast({ title: 'Progress saved', description: 'Your draft has been saved to your account.', variant: 'success' });
    });

  const submit = form.handleSubmit(() =>
    persist(false, () => {
      clearLocalDraft(application.id);
      toast({
        title: 'Application details saved',
        description: 'Your passport renewal application has been saved successfully.',
        variant: 'success',
      });
      onSubmitted();
    }),
  );

  const hasDocumentData = extracted.applicationFormVerified || Boolean(extracted.passport);

  return (
    <Card id={BUDDY_ANCHORS.renewalForm} tabIndex={-1}>
      <CardHeader>
        <CardTitle>Passport Renewal Application</CardTitle>
        <p className="text-sm text-slate-700">
          Fields marked * are required. Your draft saves on this device as you type.
        </p>
        <div className="flex flex-wrap gap-2 pt-2">
          <Button variant="outline" size="sm" onClick={() => void autoFillFromLast()}>
            <Wand2 className="size-4" aria-hidden /> Auto-fill from last application
          </Button>
          {hasDocumentData && (
            <Button variant="outline" size="sm" onClick={autoFillFromDocuments}>
              <Sparkles className="size-4" aria-hidden /> Fill from my documents
            </Button>
          )}
        </div>
      </CardHeader>
      <CardContent>
        {warnings.length > 0 && (
          <div role="status" className="mb-4 rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950">
            <p className="font-semibold">Check these before you submit</p>
            <ul className="mt-1 list-disc pl-5">
              {warnings.map((w) => (
                <li key={`${w.field}-${w.sources.join('-')}`}>{w.message}</li>
              ))}
            </ul>
          </div>
        )}
        <form onSubmit={(event) => void submit(event)} noValidate className="grid gap-4 sm:grid-cols-2">
          {RENEWAL_FORM_FIELDS.map((field) => {
            const required = !field.startsWith('passport');
            const common = {
              ...form.register(field),
              label: `${RENEWAL_FORM_LABELS[field]}${required ? ' *' : ''}`,
              error: errors[field]?.message,
              hint: HINTS[field],
              'aria-required': required,
            };
            const match = comparison[field];
            return (
              <div key={field} className={cn(MULTILINE.includes(field) && 'sm:col-span-2')}>
                {MULTILINE.includes(field) ? (
                  <TextAreaField {...common} rows={3} />
                ) : (
                  <TextField {...common} type={INPUT_TYPES[field] ?? 'text'} />
                )}
                {match && (
                  <p
                    className={cn(
                      'mt-1 text-xs font-medium',
                      match === 'Matches document' ? 'text-green-800' : 'text-red-700',
                    )}
                  >
                    {match}
                  </p>
                )}
              </div>
            );
          })}
          <p aria-live="polite" className="text-sm text-slate-700 sm:col-span-2">
            {localNote}
          </p>
          {conflicts.length > 0 && (
            <div className="sm:col-span-2">
              <Button variant="outline" size="sm" onClick={() => void loadLatest()}>
                Load latest version
              </Button>
            </div>
          )}
          <div className="flex flex-wrap gap-2 sm:col-span-2">
            <Button variant="outline" onClick={onBack}>
              Back
            </Button>
            <Button variant="outline" onClick={saveProgress} disabled={save.isPending}>
              <Save className="size-4" aria-hidden /> Save Progress
            </Button>
            <Button type="submit" data-main-action disabled={save.isPending}>
              {save.isPending ? 'Saving...' : 'Submit Application'}
            </Button>
          </div>
        </form>
      </CardContent>
    </Card>
  );
}

type Extracted = ReturnType<typeof useExtractedData>;

const titleCase = (value: string) => value.toLowerCase().replace(/\b\p{L}/gu, (c) => c.toUpperCase());

/** Form fields from the MRZ: names (title-cased), date of birth, passport number and expiry. */
function fromPassport(passport: Extracted['passport']): Partial<Record<RenewalFormField, string>> {
  const p = passport as Record<string, string | null | undefined> | null | undefined;
  if (!p) return {};
  const name = [p.givenNames, p.surname].filter(Boolean).join(' ');
  const out: Partial<Record<RenewalFormField, string>> = {};
  if (name) out.fullName = titleCase(name);
  if (p.dateOfBirth) out.dateOfBirth = p.dateOfBirth;
  if (p.passportNumber) out.passportNumber = p.passportNumber;
  if (p.expiryDate) out.passportExpiryDate = p.expiryDate;
  return out;
}

/** 'Matches document' / 'Different from document' for each field a document also provides. */
function fieldComparisons(values: FormValues, extracted: Extracted): Partial<Record<RenewalFormField, string>> {
  const out: Partial<Record<RenewalFormField, string>> = {};
  const label = (r: 'match' | 'mismatch' | 'unknown') =>
    r === 'match' ? 'Matches document' : r === 'mismatch' ? 'Different from document' : undefined;
  const passport = extracted.passport as Record<string, string | null | undefined> | undefined;
  const form = extracted.applicationForm;
  const passportName = passport ? [passport.givenNames, passport.surname].filter(Boolean).join(' ') : '';
  const name = label(
    compareNames(values.fullName, passportName || form?.applicantName || extracted.addressProof?.name),
  );
  if (name && values.fullName) out.fullName = name;
  const dob = label(compareDates(values.dateOfBirth, passport?.dateOfBirth ?? form?.dateOfBirth));
  if (dob && values.dateOfBirth) out.dateOfBirth = dob;
  const number = label(
    comparePassportNumbers(values.passportNumber, passport?.passportNumber ?? form?.previousPassportNumber),
  );
  if (number && values.passportNumber) out.passportNumber = number;
  const address = values.currentAddress
    ? addressMatchStatus(values.currentAddress, extracted.addressProof?.address)
    : null;
  if (address) out.currentAddress = address;
  return out;
}
