import { parsePlan, PROGRESS_MAX, PROGRESS_STEP, SCORE_FAIR, SCORE_GOOD } from '../constants.ts';
import type { ApplicationStatus } from '../schemas/applications.ts';
import { SUBMITTED_STATUSES } from '../schemas/applications.ts';

// ---------------------------------------------------------------------------------------------------------
// Flow steps (core-journey §2, §4)

export const FLOW_STEPS = [
  { step: 1, title: 'Application Type' },
  { step: 2, title: 'Document Upload' },
  { step: 3, title: 'AI Verification' },
  { step: 4, title: 'Review & Submit' },
] as const;
export type FlowStepNumber = (typeof FLOW_STEPS)[number]['step'];
export type StepStatus = 'completed' | 'current' | 'upcoming';

export interface FlowFacts {
  readonly hasApplication: boolean;
  readonly hasDocuments: boolean;
  /** Any document has an isCompliant value in its analysis. */
  readonly hasAnalysis: boolean;
}

export interface StepState {
  readonly step: FlowStepNumber;
  readonly title: string;
  readonly status: StepStatus;
}

/**
 * Step 1 is completed if an application exists and the flow is past 1; step 2 once a document exists and
 * the flow is past 2; step 3 once any document has an analysis and the flow is past 3. The step the user is
 * on is current; everything else is upcoming.
 */
export function stepStatuses(currentStep: number, facts: FlowFacts): StepState[] {
  const done: Record<FlowStepNumber, boolean> = {
    1: facts.hasApplication && currentStep > 1,
    2: facts.hasDocuments && currentStep > 2,
    3: facts.hasAnalysis && currentStep > 3,
    4: false,
  };
  return FLOW_STEPS.map(({ step, title }) => ({
    step,
    title,
    status: done[step] ? 'completed' : step === currentStep ? 'current' : 'upcoming',
  }));
}

/** Completed and current steps can be clicked; upcoming ones cannot. */
export function canNavigateToStep(target: number, steps: readonly StepState[]): boolean {
  const s = steps.find((x) => x.step === target);
  return s !== undefined && s.status !== 'upcoming';
}

// ---------------------------------------------------------------------------------------------------------
// Verification card (core-journey §4)

export type VerificationItemStatus = 'completed' | 'in_progress' | 'pending';

export interface VerificationItem {
  readonly id: 'application' | 'documents' | 'aiVerification' | 'finalReview';
  readonly title: string;
  readonly status: VerificationItemStatus;
}

export interface VerificationFacts {
  readonly applicationStatus: ApplicationStatus | null;
  readonly documents: readonly { readonly status: string }[];
}

function isSubmitted(status: ApplicationStatus | null): boolean {
  return status !== null && SUBMITTED_STATUSES.includes(status);
}

export function verificationItems({ applicationStatus, documents }: VerificationFacts): VerificationItem[] {
  return [
    {
      id: 'application',
      title: 'Application',
      status: applicationStatus === null ? 'pending' : applicationStatus === 'draft' ? 'in_progress' : 'completed',
    },
    { id: 'documents', title: 'Documents', status: documents.length > 0 ? 'in_progress' : 'pending' },
    {
      id: 'aiVerification',
      title: 'AI Verification',
      status: documents.some((d) => d.status === 'verified') ? 'in_progress' : 'pending',
    },
    { id: 'finalReview', title: 'Final Review', status: isSubmitted(applicationStatus) ? 'completed' : 'pending' },
  ];
}

/**
 * 25% for each satisfied condition: an application exists, a document exists, a document is verified, the
 * application is submitted (or has moved on past submission). At most 100.
 */
export function verificationProgress({ applicationStatus, documents }: VerificationFacts): number {
  const conditions = [
    applicationStatus !== null,
    documents.length > 0,
    documents.some((d) => d.status === 'verified'),
    isSubmitted(applicationStatus),
  ];
  return Math.min(PROGRESS_MAX, conditions.filter(Boolean).length * PROGRESS_STEP);
}

// ---------------------------------------------------------------------------------------------------------
// Score colour and plan targets

export function scoreColor(score: number): 'green' | 'yellow' | 'red' {
  if (score >= SCORE_GOOD) return 'green';
  if (score >= SCORE_FAIR) return 'yellow';
  return 'red';
}

const DASHBOARDS = { basic: '/', pro: '/pro-dashboard', express: '/express-dashboard' } as const;

/** Where '/' and a successful login send a signed-in user: pro and express have their dashboards. */
export function dashboardForPlan(plan: unknown): '/' | '/pro-dashboard' | '/express-dashboard' {
  return DASHBOARDS[parsePlan(plan)];
}

/** Back button of the flow and of the help pages: the dashboard of the stored plan. */
export function backTargetForPlan(plan: unknown): '/' | '/pro-dashboard' | '/express-dashboard' {
  return dashboardForPlan(plan);
}
