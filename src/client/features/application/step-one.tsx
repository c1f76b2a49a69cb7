import { CheckCircle2, CircleDashed, FileText, Plane } from 'lucide-react';
import { useState } from 'react';
import { Controller, useWatch } from 'react-hook-form';
import {
  APPLICATION_TYPE_LABELS,
  COUNTRIES,
  COUNTRY_LABELS,
  DEFAULT_NOTIFICATION_SETTINGS,
  REASONS,
  REASON_LABELS,
  TIMELINES,
  TIMELINE_LABELS,
  CONSULATE_LABELS,
  applicationConfigSchema,
  consulatesForCountry,
  type Application,
  type ApplicationConfig,
  type ApplicationType,
} from '#shared/schemas/applications.ts';
import { buildDocumentChecklist } from '#shared/domain/checklist.ts';
import { estimateFeesAndTime, formatMoney } from '#shared/domain/estimate.ts';
import { Badge, Card, CardContent, CardHeader, CardTitle } from '#client/components/ui/card.tsx';
import { Button } from '#client/components/ui/button.tsx';
import { CheckboxField, SelectField } from '#client/components/ui/field.tsx';
import { toast } from '#client/components/ui/toast-store.ts';
import { errorMessage } from '#client/lib/api.ts';
import { useZodForm } from '#client/lib/use-zod-form.ts';
import { PlanLimitNotice, planLimitFrom, type PlanLimit } from '#client/features/applications/plan-limit-notice.tsx';
import { useConfigureApplication, useCreateApplication } from './use-application.ts';

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

const DEFAULT_CONFIG: ApplicationConfig = {
  countryOfResidence: 'US',
  timeline: 'normal',
  reason: 'expiring',
  consulate: 'ny',
  ...DEFAULT_NOTIFICATION_SETTINGS,
};

/** Step 1 with an application: the situation, saved on Continue, driving the checklist and estimate. */
export function ConfigureApplication({
  application,
  onContinue,
}: {
  application: Application;
  onContinue: () => void;
}) {
  const form = useZodForm(applicationConfigSchema, { defaultValues: application.config ?? DEFAULT_CONFIG });
  const config = useWatch({ control: form.control }) as ApplicationConfig;
  const save = useConfigureApplication(application.id);
  const checklist = buildDocumentChecklist(config, {
    passportExpiryDate: application.details?.passportExpiryDate ?? null,
  });
  const estimate = estimateFeesAndTime(config);
  const submit = form.handleSubmit((chosen) =>
    save.mutate(chosen, {
      onSuccess: onContinue,
      onError: (error) => toast({ title: 'Error', description: errorMessage(error), variant: 'destructive' }),
    }),
  );
  /** A consulate serves some countries only: a new country keeps the consulate if it can, else takes its first. */
  const countryChanged = (country: ApplicationConfig['countryOfResidence']) => {
    const allowed = consulatesForCountry(country);
    if (!allowed.includes(form.getValues('consulate'))) {
      form.setValue('consulate', allowed[0] ?? form.getValues('consulate'), { shouldValidate: true });
    }
  };
  const { errors } = form.formState;
  const options = <T extends string>(values: readonly T[], labels: Readonly<Record<T, string>>) =>
    values.map((value) => ({ value, label: labels[value] }));

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
            We use this to list the documents you need and estimate fees and time.
          </p>
        </CardHeader>
        <CardContent>
          <form onSubmit={(event) => void submit(event)} className="grid gap-4 sm:grid-cols-2" noValidate>
            <SelectField
              label="Country of residence"
              error={errors.countryOfResidence?.message}
              {...form.register('countryOfResidence', {
                onChange: (e: { target: { value: string } }) =>
                  countryChanged(e.target.value as ApplicationConfig['countryOfResidence']),
              })}
              options={options(COUNTRIES, COUNTRY_LABELS)}
            />
            {/* Controlled: its options change with the country, and the chosen one must follow. */}
            <Controller
              control={form.control}
              name="consulate"
              render={({ field, fieldState }) => (
                <SelectField
                  label="Consulate location"
                  error={fieldState.error?.message}
                  {...field}
                  options={consulatesForCountry(config.countryOfResidence).map((c) => ({
                    value: c,
                    label: CONSULATE_LABELS[c],
                  }))}
                />
              )}
            />
            <SelectField
              label="Reason for renewal"
              error={errors.reason?.message}
              {...form.register('reason')}
              options={options(REASONS, REASON_LABELS)}
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

      <div className="grid gap-6 lg:grid-cols-2">
        <Card>
          <CardHeader>
            <CardTitle>Your document checklist</CardTitle>
            <p className="text-sm text-slate-700">
              For {REASON_LABELS[config.reason].toLowerCase()}, living in {COUNTRY_LABELS[config.countryOfResidence]}.
            </p>
          </CardHeader>
          <CardContent>
            <ul className="space-y-3" aria-label="Documents you need">
              {checklist.map((item) => (
                <li key={item.id} className="flex gap-2">
                  {item.required ? (
                    <CheckCircle2 className="mt-0.5 size-5 shrink-0 text-brand-700" aria-hidden />
                  ) : (
                    <CircleDashed className="mt-0.5 size-5 shrink-0 text-slate-500" aria-hidden />
                  )}
                  <span>
                    <span className="font-medium text-slate-900">{item.label}</span>
                    {!item.required && <span className="text-sm text-slate-600"> (if it applies)</span>}
                    <span className="block text-sm text-slate-700">{item.detail}</span>
                  </span>
                </li>
              ))}
            </ul>
          </CardContent>
        </Card>
        <Card>
          <CardHeader>
            <CardTitle>Estimated fees and time</CardTitle>
            <p className="text-sm text-slate-700">
              Indicative figures, last checked {estimate.lastChecked}. The consulate confirms the exact amount.
            </p>
          </CardHeader>
          <CardContent className="space-y-3">
            <dl className="divide-y divide-slate-100" aria-label="Fee estimate">
              {estimate.lines.map((line) => (
                <div key={line.label} className="flex justify-between gap-4 py-1.5 text-sm">
                  <dt className="text-slate-700">{line.label}</dt>
                  <dd className="font-medium text-slate-900">{formatMoney(line.amount, line.currency)}</dd>
                </div>
              ))}
              {estimate.totals.map((t) => (
                <div key={t.currency} className="flex justify-between gap-4 py-1.5 font-semibold">
                  <dt>Estimated total ({t.currency})</dt>
                  <dd>{formatMoney(t.amount, t.currency)}</dd>
                </div>
              ))}
            </dl>
            <p className="text-sm text-slate-700">{estimate.totalNote}</p>
            <p className="text-sm text-slate-800">
              <span className="font-medium">Processing:</span> {estimate.processing}
            </p>
            {estimate.notes.map((note) => (
              <p key={note} className="text-sm text-slate-700">
                {note}
              </p>
            ))}
          </CardContent>
        </Card>
      </div>
    </div>
  );
}
