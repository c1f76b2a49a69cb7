import { ArrowLeft } from 'lucide-react';
import { useEffect, useMemo } from 'react';
import { Link, useLocation, useParams, useSearch } from 'wouter';
import { resolveApplicationCase, todayIso, uploadSlotsForCase } from '#shared/case/index.ts';
import { backTargetForPlan, stepStatuses } from '#shared/domain/progress.ts';
import { APPLICATION_TYPE_LABELS, SUBMITTED_STATUSES, type Application } from '#shared/schemas/applications.ts';
import { Spinner } from '#client/components/ui/card.tsx';
import { toast } from '#client/components/ui/toast-store.ts';
import { AnalysisStep } from '#client/features/analysis/analysis-step.tsx';
import { CrossCheckCard } from '#client/features/application/cross-check-card.tsx';
import { ApplicationSidebar } from '#client/features/application/sidebar.tsx';
import { ConfigureApplication, StartApplication } from '#client/features/application/step-one.tsx';
import { RenewalForm } from '#client/features/application/renewal-form.tsx';
import { StepIndicator } from '#client/features/application/step-indicator.tsx';
import { SuccessScreen } from '#client/features/application/success-screen.tsx';
import { useApplication, useApplications, useSaveDetails } from '#client/features/application/use-application.ts';
import { readLocalDraft } from '#client/features/application/use-form-draft.ts';
import { useAuth } from '#client/features/auth/use-auth.ts';
import { PassportBuddy } from '#client/features/buddy/passport-buddy.tsx';
import { setQuickHelpStep } from '#client/features/quick-help/quick-help-store.ts';
import { DocumentUploadPanel } from '#client/features/documents/document-upload-panel.tsx';
import { useApplicationDocuments } from '#client/features/documents/use-documents.ts';
import { ApplicationOverview } from '#client/features/applications/application-overview.tsx';
import { NotFoundPage } from './not-found-page.tsx';
import { readinessOf } from '#shared/schemas/buddy.ts';
import { useBuddyProblems } from '#client/features/buddy/use-buddy.ts';
import { useRuleOverrides } from '#client/features/case/use-rule-overrides.ts';
import { usePageTitle } from '#client/lib/use-page-title.ts';

type View = 1 | 2 | 3 | 4 | 'done';

/** Where to land without an explicit step: the first unfinished step, or the success screen. */
function defaultView(app: Application | undefined, documentCount: number): View {
  if (!app || app.status === 'draft') return 1;
  if (SUBMITTED_STATUSES.includes(app.status)) return 'done';
  return documentCount > 0 ? 3 : 2;
}

function parseView(value: string | null): View | null {
  if (value === 'done') return 'done';
  const n = Number(value);
  return n === 1 || n === 2 || n === 3 || n === 4 ? n : null;
}

/** The four-step flow. The step lives in the URL, so a reload brings the user back to where they were. */
export function ApplicationPage() {
  const params = useParams<{ id?: string }>();
  const search = new URLSearchParams(useSearch());
  const fresh = search.get('new') === '1';
  const list = useApplications();
  const explicitId = params.id ? Number(params.id) : undefined;
  const latestId = fresh ? undefined : list.data?.[0]?.id;
  const appId = explicitId ?? latestId;
  const single = useApplication(appId);
  usePageTitle(
    single.data
      ? `${APPLICATION_TYPE_LABELS[single.data.type]} #${single.data.id}`
      : appId === undefined
        ? 'New Application'
        : 'Application',
  );

  if ((explicitId === undefined && list.isLoading) || (appId !== undefined && single.isLoading))
    return <Spinner label="Loading your application..." />;
  if (explicitId !== undefined && single.isError) return <NotFoundPage />;
  // /application/{id} alone is the read-only view; the flow lives under ?step= (and ?new=1 starts one).
  if (explicitId !== undefined && !search.has('step') && single.data)
    return <ApplicationOverview application={single.data} />;
  return (
    <ApplicationFlow
      key={appId ?? 'new'}
      application={appId !== undefined ? single.data : undefined}
      requested={parseView(search.get('step'))}
    />
  );
}

function ApplicationFlow({ application, requested }: { application: Application | undefined; requested: View | null }) {
  const [location, navigate] = useLocation();
  const { user } = useAuth();
  const plan = user?.plan ?? 'basic';
  const documents = useApplicationDocuments(application?.id);
  const docs = documents.data ?? [];
  const view: View = application ? (requested ?? defaultView(application, docs.length)) : 1;
  const saveDetails = useSaveDetails(application?.id ?? 0);
  // The upload slots this case needs (required, optional, not needed), from the same resolver as the server's.
  const overrides = useRuleOverrides();
  const slots = useMemo(
    () =>
      application
        ? uploadSlotsForCase(resolveApplicationCase(application, todayIso(), overrides), application.type)
        : [],
    [application, overrides],
  );
  // Quick Help ranks answers for the step the user is on.
  useEffect(() => {
    setQuickHelpStep(view === 'done' ? undefined : view);
    return () => setQuickHelpStep(undefined);
  }, [view]);
  const buddyVersion = [application?.updatedAt, user?.hasAccess, ...docs.map((d) => `${d.id}:${d.status}`)].join('|');
  // The same open problems Passport Buddy lists decide whether the card may say the final review is done.
  const problems = useBuddyProblems(application?.id, buddyVersion);

  const go = (next: View, app: Application | undefined = application) => {
    const base = app ? `/application/${app.id}` : location;
    navigate(`${base}?step=${next}`);
    window.scrollTo({ top: 0 });
  };

  const saveDraft = () => {
    if (!application) return;
    const draft = readLocalDraft(application.id);
    saveDetails.mutate(
      { ...(draft?.values ?? {}), isDraft: true, lastSaved: new Date().toISOString() },
      {
        onSuccess: () =>
          toast({
            title: 'Progress saved',
            description: 'Your application draft has been saved to your account.',
            variant: 'success',
          }),
        onError: () =>
          toast({
            title: 'Error saving application',
            description: 'Failed to save application details. Please try again.',
            variant: 'destructive',
          }),
      },
    );
  };

  const steps = stepStatuses(view === 'done' ? 5 : view, {
    hasApplication: Boolean(application),
    hasDocuments: docs.length > 0,
    hasAnalysis: docs.some((d) => d.status !== 'uploaded'),
  });

  return (
    <main className="mx-auto max-w-6xl px-4 py-6">
      <Link
        href={backTargetForPlan(plan)}
        className="inline-flex items-center gap-1 rounded text-sm font-medium text-brand-700 hover:underline"
      >
        <ArrowLeft className="size-4" aria-hidden /> Back
      </Link>
      <Link
        href="/application-history"
        className="ml-4 inline-flex items-center gap-1 rounded text-sm font-medium text-brand-700 hover:underline"
      >
        My applications
      </Link>
      <h1 className="mt-3 text-2xl font-bold text-slate-900 sm:text-3xl">
        {application?.type === 'new' ? 'New Passport Application' : 'Passport Renewal'}
        {application && <span className="ml-2 text-base font-normal text-slate-600">#{application.id}</span>}
      </h1>
      <div className="mt-4">
        <StepIndicator steps={steps} onSelect={(s) => go(s as View)} />
      </div>
      <div className="mt-6 grid gap-6 lg:grid-cols-[1fr_18rem]">
        <div className="min-w-0">
          {view === 1 && !application && <StartApplication onCreated={(app) => go(1, app)} />}
          {view === 1 && application && (
            <ConfigureApplication
              application={application}
              documents={docs}
              hasAccess={user?.hasAccess ?? false}
              onContinue={() => go(2)}
            />
          )}
          {view === 2 && application && (
            <DocumentUploadPanel
              applicationId={application.id}
              slots={slots}
              onBack={() => go(1)}
              onProceed={() => go(3)}
              onSaveDraft={saveDraft}
            />
          )}
          {view === 3 && application && (
            <div className="space-y-6">
              <CrossCheckCard application={application} documents={docs} hasAccess={user?.hasAccess ?? false} />
              <AnalysisStep
                applicationId={application.id}
                documents={docs}
                onBack={() => go(2)}
                onContinue={() => go(4)}
              />
            </div>
          )}
          {view === 4 && application && (
            <RenewalForm
              application={application}
              documents={docs}
              hasAccess={user?.hasAccess ?? false}
              onBack={() => go(3)}
              onSubmitted={() => go('done')}
            />
          )}
          {view === 'done' && application && <SuccessScreen application={application} version={buddyVersion} />}
        </div>
        <div className="space-y-4">
          <PassportBuddy
            step={view}
            applicationId={application?.id}
            applicationType={application?.type ?? 'renewal'}
            version={buddyVersion}
          />
          <ApplicationSidebar
            status={application?.status ?? null}
            documents={docs}
            requiredTypes={slots.filter((s) => s.requirement === 'required').map((s) => s.type)}
            ready={problems.data ? readinessOf(problems.data.problems).ready : false}
            plan={plan}
          />
        </div>
      </div>
    </main>
  );
}
