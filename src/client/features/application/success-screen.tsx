import { AlertTriangle, CheckCircle2, Download } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'wouter';
import type { Application } from '#shared/schemas/applications.ts';
import { readinessHeadline } from '#shared/schemas/buddy.ts';
import { Button, buttonClass } from '#client/components/ui/button.tsx';
import { Card, CardContent, CardHeader, CardTitle } from '#client/components/ui/card.tsx';
import { useBuddyProblems } from '#client/features/buddy/use-buddy.ts';
import { scrollToAnchorWhenReady } from '#client/lib/scroll-to-anchor.ts';
import { TimelineSection } from '#client/features/timeline/timeline-section.tsx';
import { downloadApplicationPdf } from './download-pdf.ts';

/**
 * After the form is saved: "Ready for your appointment" only when nothing failed, waits for a person or
 * disagrees; otherwise how many things are left, each with a link to where it is fixed.
 */
export function SuccessScreen({
  application,
  version,
  onContinue,
}: {
  application: Application;
  version: string;
  onContinue?: () => void;
}) {
  const problems = useBuddyProblems(application.id, version).data?.problems;
  const readiness = application.readiness ?? { ready: false, toFix: 0, waiting: 0 };
  const ready = readiness.ready && problems !== undefined && problems.length === 0;
  const [downloading, setDownloading] = useState(false);
  const download = async () => {
    setDownloading(true);
    await downloadApplicationPdf(application.id);
    setDownloading(false);
  };
  return (
    <div className="space-y-6">
      <Card className={ready ? 'border-green-300' : 'border-amber-300'}>
        <CardContent className="flex flex-col items-center gap-3 p-8 text-center">
          {ready ? (
            <CheckCircle2 className="size-14 text-green-700" aria-hidden />
          ) : (
            <AlertTriangle className="size-14 text-amber-600" aria-hidden />
          )}
          <h2 className="text-2xl font-bold text-slate-900" data-testid="readiness-headline">
            {readinessHeadline(ready ? readiness : { ...readiness, ready: false })}
          </h2>
          <p className="max-w-xl text-slate-700">
            {ready
              ? `Your passport ${application.type === 'renewal' ? 'renewal' : 'application'} #${application.id} is saved and every check passed. Download the PDF, print it and take it to your appointment with the documents on your checklist.`
              : `Your passport ${application.type === 'renewal' ? 'renewal' : 'application'} #${application.id} is saved. Fix what is listed below before your appointment; the PDF lists it too.`}
          </p>
          {!ready && problems && problems.length > 0 && (
            <ul className="w-full max-w-xl space-y-2 text-left" aria-label="Things to fix before your appointment">
              {problems.map((problem) => (
                <li key={problem.id} className="rounded-md border border-amber-200 bg-amber-50 p-3 text-sm">
                  <p className="font-medium text-slate-900">{problem.title}</p>
                  <Link
                    href={`/application/${application.id}?step=${problem.fix.step}#${problem.fix.anchor}`}
                    onClick={() => scrollToAnchorWhenReady(problem.fix.anchor)}
                    className="font-medium text-brand-700 underline"
                  >
                    {problem.fix.label}
                  </Link>
                </li>
              ))}
            </ul>
          )}
          <div className="flex flex-wrap justify-center gap-2">
            <Button size="lg" onClick={() => void download()} disabled={downloading}>
              <Download className="size-5" aria-hidden /> {downloading ? 'Preparing PDF...' : 'Download PDF'}
            </Button>
            {onContinue && (
              <Button size="lg" variant="outline" onClick={onContinue}>
                Continue
              </Button>
            )}
          </div>
        </CardContent>
      </Card>
      <TimelineSection applicationId={application.id} />
      <div className="grid gap-6 md:grid-cols-2">
        <Card>
          <CardHeader>
            <CardTitle>Next Steps</CardTitle>
          </CardHeader>
          <CardContent>
            <ol className="list-decimal space-y-2 pl-5 text-slate-800">
              <li>Download and print the application PDF.</li>
              <li>Book an appointment at your consulate or passport service centre.</li>
              <li>Bring your current passport, the printed PDF, photos and the originals on your checklist.</li>
              <li>Keep the receipt: it carries the reference to track your application.</li>
            </ol>
          </CardContent>
        </Card>
        <Card>
          <CardHeader>
            <CardTitle>Important Notes</CardTitle>
          </CardHeader>
          <CardContent>
            <ul className="list-disc space-y-2 pl-5 text-slate-800">
              <li>Names and dates must match across every document; fix differences before your appointment.</li>
              <li>Address proof must be dated within the last 3 months.</li>
              <li>Photos: white background, taken within the last 6 months, no glasses.</li>
              <li>Fees and processing times are set by the mission and can change.</li>
            </ul>
          </CardContent>
        </Card>
      </div>
      <Link href="/application?new=1" className={buttonClass('outline', 'md')}>
        Start New Application
      </Link>
    </div>
  );
}
