import { CheckCircle2, Clock, Circle, ShieldCheck } from 'lucide-react';
import { PLANS, type PlanId } from '#shared/constants.ts';
import { verificationItems, verificationProgress } from '#shared/domain/progress.ts';
import type { ApplicationStatus } from '#shared/schemas/applications.ts';
import { UPLOAD_SLOTS, type DocumentType } from '#shared/schemas/documents.ts';
import { Card, CardContent, CardHeader, CardTitle, ProgressBar } from '#client/components/ui/card.tsx';
import { TestEmailCard } from './test-email-card.tsx';

const ICONS = {
  completed: <CheckCircle2 className="size-5 text-green-700" aria-hidden />,
  in_progress: <Clock className="size-5 text-amber-700" aria-hidden />,
  pending: <Circle className="size-5 text-slate-400" aria-hidden />,
};
const STATUS_TEXT = { completed: 'Completed', in_progress: 'In progress', pending: 'Pending' };

const SPEC_REQUIRED_TYPES = UPLOAD_SLOTS.filter((slot) => slot.required).map((slot) => slot.type);

export function ApplicationSidebar({
  status,
  documents,
  requiredTypes,
  ready,
  plan,
}: {
  status: ApplicationStatus | null;
  documents: readonly { type: string; status: string }[];
  /** The slots this case requires (uploadSlotsForCase); the spec's before there is an application. */
  requiredTypes?: readonly DocumentType[];
  ready: boolean;
  plan: PlanId;
}) {
  const facts = {
    applicationStatus: status,
    documents,
    requiredTypes: requiredTypes && requiredTypes.length > 0 ? requiredTypes : SPEC_REQUIRED_TYPES,
    ready,
  };
  const progress = verificationProgress(facts);
  return (
    <aside className="space-y-4" aria-label="Application status">
      <Card>
        <CardHeader>
          <CardTitle className="text-base">Verification Status</CardTitle>
        </CardHeader>
        <CardContent className="space-y-3">
          <div className="flex justify-between text-sm">
            <span className="text-slate-700">Progress</span>
            <span className="font-semibold" data-testid="verification-progress">
              {progress}%
            </span>
          </div>
          <ProgressBar value={progress} label="Verification progress" />
          <ul className="space-y-2">
            {verificationItems(facts).map((item) => (
              <li key={item.id} className="flex items-center justify-between gap-2 text-sm">
                <span className="flex items-center gap-2 text-slate-800">
                  {ICONS[item.status]} {item.title}
                </span>
                <span className="text-slate-700">{STATUS_TEXT[item.status]}</span>
              </li>
            ))}
          </ul>
        </CardContent>
      </Card>
      <Card>
        <CardHeader>
          <CardTitle className="text-base">{PLANS[plan].name} plan processing</CardTitle>
        </CardHeader>
        <CardContent className="space-y-1 text-sm text-slate-800">
          <p>Review time: {PLANS[plan].processingTime}</p>
          <p>{PLANS[plan].support}</p>
          <p>Consulate processing after submission: usually 2-4 weeks.</p>
        </CardContent>
      </Card>
      <TestEmailCard />
      <Card>
        <CardHeader>
          <CardTitle className="flex items-center gap-2 text-base">
            <ShieldCheck className="size-5 text-green-700" aria-hidden /> Security and privacy
          </CardTitle>
        </CardHeader>
        <CardContent className="text-sm text-slate-700">
          Your documents are encrypted with 256-bit AES and checked on our own servers. No third-party AI service ever
          sees your passport.
        </CardContent>
      </Card>
    </aside>
  );
}
