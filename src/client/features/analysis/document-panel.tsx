import type { ReactNode } from 'react';
import { documentStatusLabel, documentStatusTone, type DocumentStatus } from '#shared/schemas/documents.ts';
import { Badge, Card, CardContent, CardHeader, CardTitle } from '#client/components/ui/card.tsx';
import { AnalyzingNote, ErrorNote, IssuesAndSuggestions } from './analysis-parts.tsx';
import { UnlockCard } from './unlock-card.tsx';
import type { DocumentAnalysisState } from './use-document-analysis.ts';

/**
 * The frame every document panel shares: title and status badge, then the unlock card, the analysing
 * note or the error, the panel's own content, and the server's reasons when no analysis could be read.
 */
export function DocumentPanel({
  title,
  testId,
  anchor,
  subject,
  status,
  result,
  hasAnalysis,
  children,
}: {
  title: string;
  testId: string;
  /** Element id Passport Buddy links to. */
  anchor?: string | undefined;
  subject: string;
  status: DocumentStatus;
  result: DocumentAnalysisState;
  hasAnalysis: boolean;
  children: ReactNode;
}) {
  return (
    <Card id={anchor} tabIndex={anchor ? -1 : undefined} data-testid={testId}>
      <CardHeader className="flex flex-row flex-wrap items-center justify-between gap-2">
        <CardTitle>{title}</CardTitle>
        {result.state !== 'locked' && (
          <Badge tone={documentStatusTone(status)} aria-live="polite">
            {documentStatusLabel(status, 'address')}
          </Badge>
        )}
      </CardHeader>
      <CardContent className="space-y-4">
        {result.state === 'locked' && <UnlockCard subject={subject} />}
        {result.state === 'analyzing' && <AnalyzingNote subject={subject} />}
        {result.state === 'error' && <ErrorNote message={result.message} />}
        {children}
        {result.state === 'done' && !hasAnalysis && (
          <IssuesAndSuggestions issues={result.verificationErrors} suggestions={[]} />
        )}
      </CardContent>
    </Card>
  );
}
