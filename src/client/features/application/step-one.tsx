import { FileText, Plane } from 'lucide-react';
import { useMemo, useState } from 'react';
import { useWatch } from 'react-hook-form';
import {
  AGE_GROUPS,
  AGE_GROUP_LABELS,
  CHANGE_KINDS,
  CHANGE_KIND_LABELS,
  ECR_LABELS,
  ECR_STATUSES,
  EXPIRY_BANDS,
  EXPIRY_BAND_LABELS,
  caseAnswersOf,
  expiryBandFromDate,
  missionsForCountry,
  resolveCase,
  stepOneFormSchema,
  stepOneToConfig,
  stepOneValues,
  todayIso,
  type StepOneValues,
} from '#shared/case/index.ts';
import {
  APPLICATION_TYPE_LABELS,
  COUNTRIES,
  COUNTRY_LABELS,
  REASONS,
  REASON_LABELS,
  TIMELINES,
  TIMELINE_LABELS,
  type Application,
  type ApplicationType,
} from '#shared/schemas/applications.ts';
import type { DocumentResource } from '#shared/schemas/documents.ts';
import { Badge, Card, CardContent, CardHeader, CardTitle } from '#client/components/ui/card.tsx';
import { Button } from '#client/components/ui/button.tsx';
import { CheckboxField, SelectField } from '#client/components/ui/field.tsx';
import { toast } from '#client/components/ui/toast-store.ts';
import { errorMessage } from '#client/lib/api.ts';
import { useZodForm } from '#client/lib/use-zod-form.ts';
import { PlanLimitNotice, planLimitFrom, type PlanLimit } from '#client/features/applications/plan-limit-notice.tsx';
import { CaseChecklist, localDay } from './case-checklist.tsx';
import { useConfigureApplication, useCreateApplication } from './use-application.ts';
import { useRuleOverrides } from '#client/features/case/use-rule-overrides.ts';
import { useExtractedData } from './use-extracted-data.ts';

/** Step 1 with no application yet: choose the type and start. */
export function StartApplication({ onCreated }: { onCreated: (app: Application) => void }) {
  const create = useCreateApplication();
  const [type, setType] = useState<ApplicationType>('renewal');
  const [limit, setLimit] = useState<PlanLimit | null>(null);
  const start = () =>
    create.mutate(type, {
      onSuccess: (app) => {
        toast({
          title: 'Application created',
          description: 'You can now start uploading documents.',
          variant: 'success',
        });
        onCreated(app);
      },
      onError: (error) => {
        const reached = planLimitFrom(error);
        setLimit(reached);
        toast({
          title: 'Error',
          description: reached?.message ?? 'Failed to create application. Please try again.',
          variant: 'destructive',
        });
      },
    });
  return (
    <Card>
      <CardHeader>
        <CardTitle>What would you like to do?</CardTitle>
        <p className="text-slate-700">Choose your situation. You can review everything before you submit.</p>
      </CardHeader>
      <CardContent className="space-y-4">
        <fieldset className="grid gap-3 sm:grid-cols-2">
          <legend className="sr-only">Application type</legend>
          {(
            [
              ['renewal', 'Existing passport holders abroad', Plane],
              ['new', 'First-time applicants abroad', FileText],
            ] as const
          ).map(([value, hint, Icon]) => (
            <label
              key={value}
              className={`flex cursor-pointer gap-3 rounded-lg border-2 p-4 ${type === value ? 'border-brand-700 bg-brand-50' : 'border-slate-200'}`}
            >
              <input
                type="radio"
                name="application-type"
                value={value}
                checked={type === value}
                onChange={() => setType(value)}
                className="mt-1 accent-brand-700"
              />
              <span>
                <span className="flex items-center gap-2 font-semibold text-slate-900">
                  <Icon className="size-4" aria-hidden /> {APPLICATION_TYPE_LABELS[value]}
                </span>
                <span className="text-sm text-slate-700">{hint}</span>
              </span>
            </label>
          ))}
        </fieldset>
        {limit && <PlanLimitNotice limit={limit} />}
        <Button size="lg" onClick={start} disabled={create.isPending}>
          {create.isPending
            ? 'Creating...'
            : type === 'renewal'
              ? 'Start Passport Renewal'
              : 'Start New Passport Application'}
        </Button>
      </CardContent>
    </Card>
  );
}

const options = <T extends string>(values: readonly T[], labels: Readonly<Record<T, string>>) =>
  values.map((value) => ({ value, label: labels[value] }));

/**
 * Step 1 with an application: only what decides the case, in plain words (issue 20), saved on Continue. The
 * checklist beside it is resolveCase on the answers as they stand: the same function the server, Passport Buddy
 * and the PDF use.
 */
export function ConfigureApplication({
  application,
  documents = [],
  hasAccess = false,
  onContinue,
}: {
  application: Application;
  documents?: readonly DocumentResource[];
  hasAccess?: boolean;
  onContinue: () => void;
}) {
  const isNew = application.type === 'new';
  const saved = caseAnswersOf(application);
  // The expiry date read from the passport's MRZ (paid analysis) decides how long ago it expired.
  const mrzExpiry =
    (useExtractedData(documents, hasAccess).passport as { expiryDate?: string | null } | null | undefined)
      ?.expiryDate ?? null;
  const today = todayIso();
  const form = useZodForm(stepOneFormSchema, {
    defaultValues: stepOneValues(application.config, saved),
  });
  const values = useWatch({ control: form.control }) as StepOneValues;
  const mrzDate = !isNew && mrzExpiry && /^\d{4}-\d{2}-\d{2}$/.test(mrzExpiry) ? mrzExpiry : null;
  const expiryDate =
    mrzDate ?? (saved?.currentPassport?.expiryReadFrom === 'mrz' ? saved.currentPassport.expiryDate : undefined);
  const config = useMemo(
    () => stepOneToConfig(application.type, values, expiryDate ? { expiryDate, readFrom: 'mrz' } : null),
    [application.type, values, expiryDate],
  );
  const overrides = useRuleOverrides();
  const result = useMemo(() => {
    const answers = config.caseAnswers;
    return answers ? resolveCase(answers, { today, overrides }) : null;
  }, [config, today, overrides]);
  const save = useConfigureApplication(application.id);
  const submit = form.handleSubmit((chosen) =>
    save.mutate(stepOneToConfig(application.type, chosen, expiryDate ? { expiryDate, readFrom: 'mrz' } : null), {
      onSuccess: onContinue,
      onError: (error) => toast({ title: 'Error', description: errorMessage(error), variant: 'destructive' }),
    }),
  );
  const missions = missionsForCountry(values.countryOfResidence);
  /** A new country takes its first mission (or none, where we hold no list). */
  const countryChanged = (country: StepOneValues['countryOfResidence']) => {
    const first = missionsForCountry(country)[0];
    form.setValue('missionId', first?.id ?? '', { shouldValidate: true });
  };
  const { errors } = form.formState;

  return (
    <div className="space-y-6">
      <Card>
        <CardHeader className="flex flex-row items-center justify-between gap-2">
          <CardTitle>Application Type Selected</CardTitle>
          <Badge tone="green">Completed</Badge>
        </CardHeader>
        <CardContent>
          <p className="text-slate-800">
            {APPLICATION_TYPE_LABELS[application.type]} <span className="text-slate-600">({application.type})</span>
          </p>
        </CardContent>
      </Card>

      <Card>
        <CardHeader>
          <CardTitle>Your situation</CardTitle>
          <p className="text-sm text-slate-700">
            {isNew
              ? 'A few questions about your first passport: the answers decide what to bring, what it costs and how long it takes.'
              : 'A few questions about your passport: the answers decide what to bring, what it costs and how long it takes.'}
          </p>
        </CardHeader>
        <CardContent>
          <form onSubmit={(event) => void submit(event)} className="grid gap-4 sm:grid-cols-2" noValidate>
            <SelectField
              label="Country of residence"
              error={errors.countryOfResidence?.message}
              {...form.register('countryOfResidence', {
                onChange: (e: { target: { value: string } }) =>
                  countryChanged(e.target.value as StepOneValues['countryOfResidence']),
              })}
              options={options(COUNTRIES, COUNTRY_LABELS)}
            />
            {missions.length > 0 ? (
              <SelectField
                label="Consulate location"
                hint="The Indian embassy, high commission or consulate for the area you live in."
                error={errors.missionId?.message}
                {...form.register('missionId')}
                options={missions.map((m) => ({ value: m.id, label: m.name }))}
              />
            ) : (
              <p className="self-end text-sm text-slate-700">
                We hold no list of missions for your country yet: your mission&apos;s own checklist decides.
              </p>
            )}
            {!isNew && (
              <SelectField
                label="Reason for renewal"
                error={errors.reason?.message}
                {...form.register('reason')}
                options={options(REASONS, REASON_LABELS)}
              />
            )}
            {!isNew && values.reason === 'change' && (
              <SelectField
                label="What changes?"
                error={errors.changeKind?.message}
                {...form.register('changeKind')}
                options={options(CHANGE_KINDS, CHANGE_KIND_LABELS)}
              />
            )}
            <SelectField
              label="Who is the passport for?"
              error={errors.ageGroup?.message}
              {...form.register('ageGroup')}
              options={options(AGE_GROUPS, AGE_GROUP_LABELS)}
            />
            {!isNew &&
              (expiryDate ? (
                <p className="text-sm text-slate-700" data-testid="expiry-from-mrz">
                  <span className="block font-medium text-slate-800">When did your current passport expire?</span>
                  Read from your passport: it{' '}
                  {expiryBandFromDate(expiryDate, today) === 'valid' ? 'expires' : 'expired'} on {localDay(expiryDate)}{' '}
                  ({EXPIRY_BAND_LABELS[expiryBandFromDate(expiryDate, today)].toLowerCase()}).
                </p>
              ) : (
                <SelectField
                  label="When did your current passport expire?"
                  error={errors.expiredBand?.message}
                  {...form.register('expiredBand')}
                  options={options(EXPIRY_BANDS, EXPIRY_BAND_LABELS)}
                />
              ))}
            <SelectField
              label="Emigration check (ECR or ECNR)"
              error={errors.ecr?.message}
              {...form.register('ecr')}
              options={options(ECR_STATUSES, ECR_LABELS)}
            />
            <SelectField
              label="Processing timeline"
              error={errors.timeline?.message}
              {...form.register('timeline')}
              options={options(TIMELINES, TIMELINE_LABELS)}
            />
            <CheckboxField label="E-mail notifications" {...form.register('emailNotifications')} />
            <CheckboxField label="SMS notifications" {...form.register('smsNotifications')} />
            <div className="sm:col-span-2">
              <Button type="submit" size="lg" disabled={save.isPending}>
                {save.isPending ? 'Saving...' : 'Continue to Document Upload'}
              </Button>
            </div>
          </form>
        </CardContent>
      </Card>

      {result && <CaseChecklist result={result} />}
    </div>
  );
}
