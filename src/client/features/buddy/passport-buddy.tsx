import { AlertTriangle, CheckCircle2, Clock, Compass, FileWarning, UserCheck, Upload } from 'lucide-react';
import { Link } from 'wouter';
import { stepGuide } from '#shared/domain/buddy-guide.ts';
import { FLOW_STEPS, type FlowStepNumber } from '#shared/domain/progress.ts';
import type { BuddyProblem } from '#shared/schemas/buddy.ts';
import { scrollToAnchorWhenReady } from '#client/lib/scroll-to-anchor.ts';
import { useBuddyProblems } from './use-buddy.ts';

const KIND_ICONS: Record<BuddyProblem['kind'], typeof AlertTriangle> = {
  'document-failed': FileWarning,
  'document-missing': Upload,
  'document-review': UserCheck,
  'document-checking': Clock,
  'cross-check': AlertTriangle,
};

function ProblemItem({ problem, applicationId }: { problem: BuddyProblem; applicationId: number }) {
  const Icon = KIND_ICONS[problem.kind];
  const { step, anchor, label } = problem.fix;
  return (
    <li className="flex gap-2 text-sm">
      <Icon className="mt-0.5 size-4 shrink-0 text-amber-700" aria-hidden />
      <div className="min-w-0 space-y-1">
        <p className="font-medium text-slate-900">{problem.title}</p>
        {problem.details.length > 0 && (
          <ul className="list-disc space-y-0.5 pl-4 text-slate-700">
            {problem.details.map((detail) => (
              <li key={detail}>{detail}</li>
            ))}
          </ul>
        )}
        <Link
          href={`/application/${applicationId}?step=${step}#${anchor}`}
          onClick={() => scrollToAnchorWhenReady(anchor)}
          className="inline-block font-medium text-brand-700 underline"
        >
          {label}
        </Link>
      </div>
    </li>
  );
}

/**
 * Passport Buddy (spec: the guide among the floating widgets), placed beside the steps: what to do next on
 * this step, the user's own open problems with a link to fix each, and why files are usually held here.
 */
export function PassportBuddy({
  step,
  applicationId,
  applicationType = 'renewal',
  version,
}: {
  step: FlowStepNumber | 'done';
  applicationId: number | undefined;
  applicationType?: 'renewal' | 'new';
  version: string;
}) {
  const guide = stepGuide(step, applicationType);
  const problems = useBuddyProblems(applicationId, version);
  // Before the upload step, documents not uploaded yet are the plan, not a problem.
  const open = (problems.data?.problems ?? []).filter((p) => step !== 1 || p.kind !== 'document-missing');
  const stepTitle = step === 'done' ? 'Submitted' : `Step ${step}: ${FLOW_STEPS[step - 1]?.title ?? ''}`;

  return (
    <section
      aria-labelledby="passport-buddy-title"
      data-testid="passport-buddy"
      className="space-y-3 rounded-xl border border-brand-100 bg-brand-50 p-4 shadow-sm"
    >
      <header>
        <h2 id="passport-buddy-title" className="flex items-center gap-2 font-semibold text-slate-900">
          <Compass className="size-5 text-brand-700" aria-hidden /> Passport Buddy
        </h2>
        <p className="text-xs text-slate-700">{stepTitle}</p>
      </header>
      <div>
        <h3 className="text-sm font-semibold text-slate-900">What to do next</h3>
        <p className="text-sm text-slate-800">{guide.next}</p>
      </div>
      {applicationId !== undefined && (
        <div>
          <h3 className="text-sm font-semibold text-slate-900">Your open problems</h3>
          {problems.isLoading ? (
            <p className="text-sm text-slate-700">Checking your application…</p>
          ) : problems.isError ? (
            <p className="text-sm text-slate-700">We could not check your application just now.</p>
          ) : open.length === 0 ? (
            <p className="flex items-center gap-1 text-sm text-green-800">
              <CheckCircle2 className="size-4" aria-hidden /> Nothing to fix right now.
            </p>
          ) : (
            <ul className="mt-1 space-y-3" aria-label="Open problems">
              {open.map((problem) => (
                <ProblemItem key={problem.id} problem={problem} applicationId={applicationId} />
              ))}
            </ul>
          )}
        </div>
      )}
      <div>
        <h3 className="text-sm font-semibold text-slate-900">Why files are often held at this step</h3>
        <ul className="list-disc pl-4 text-sm text-slate-800">
          {guide.holdReasons.map((reason) => (
            <li key={reason}>{reason}</li>
          ))}
        </ul>
      </div>
    </section>
  );
}
