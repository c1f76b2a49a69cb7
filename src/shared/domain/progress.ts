import { parsePlan, PROGRESS_MAX, PROGRESS_STEP, SCORE_FAIR, SCORE_GOOD } from '../constants.ts';
import type { ApplicationStatus } from '../schemas/applications.ts';
import { SUBMITTED_STATUSES } from '../schemas/applications.ts';

// ---------------------------------------------------------------------------------------------------------
// Flow steps (docs/product.md §3, §7)

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
// Verification card (docs/product.md §7)

export type VerificationItemStatus = 'completed' | 'in_progress' | 'pending';

export interface VerificationItem {
  readonly id: 'application' | 'documents' | 'aiVerification' | 'finalReview';
  readonly title: string;
  readonly status: VerificationItemStatus;
}

export interface VerificationFacts {
  readonly applicationStatus: ApplicationStatus | null;
  readonly documents: readonly { readonly type: string; readonly status: string }[];
  /** The document types this application must have (the required upload slots). */
  readonly requiredTypes: readonly string[];
  /** From the server's readiness: the form and the documents agree, nothing failed or waits. */
  readonly ready: boolean;
}

function isSubmitted(status: ApplicationStatus | null): boolean {
  return status !== null && SUBMITTED_STATUSES.includes(status);
}

/**
 * The four items of the verification card. Each is completed only when it is really done, so the card can
 * never show 100% beside an item still in progress (docs/decisions/0038-true-statuses.md):
 * - Application: answered (completed past draft).
 * - Documents: every required document uploaded (in progress while some are).
 * - AI Verification: every uploaded document checked and verified (in progress once any check finished).
 * - Final Review: the form saved and nothing left to fix or wait for (in progress when saved with things left).
 */
export function verificationItems(facts: VerificationFacts): VerificationItem[] {
  const { applicationStatus, documents, requiredTypes, ready } = facts;
  const uploaded = new Set(documents.map((d) => d.type));
  const allRequired = requiredTypes.every((t) => uploaded.has(t));
  const allVerified = documents.length > 0 && documents.every((d) => d.status === 'verified');
  const anyChecked = documents.some((d) => d.status !== 'uploaded');
  const submitted = isSubmitted(applicationStatus);
  return [
    {
      id: 'application',
      title: 'Application',
      status: applicationStatus === null ? 'pending' : applicationStatus === 'draft' ? 'in_progress' : 'completed',
    },
    {
      id: 'documents',
      title: 'Documents',
      status: documents.length === 0 ? 'pending' : allRequired ? 'completed' : 'in_progress',
    },
    {
      id: 'aiVerification',
      title: 'AI Verification',
      status: allRequired && allVerified ? 'completed' : anyChecked ? 'in_progress' : 'pending',
    },
    { id: 'finalReview', title: 'Final Review', status: submitted ? (ready ? 'completed' : 'in_progress') : 'pending' },
  ];
}

/** 25% for each completed item: 100% only when all four are done. */
export function verificationProgress(facts: VerificationFacts): number {
  const done = verificationItems(facts).filter((item) => item.status === 'completed').length;
  return Math.min(PROGRESS_MAX, done * PROGRESS_STEP);
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
