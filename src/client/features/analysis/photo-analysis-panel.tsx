import { BUDDY_ANCHORS } from '#shared/schemas/buddy.ts';
import { useEffect } from 'react';
import { documentStatusLabel, documentStatusTone, type DocumentResource } from '#shared/schemas/documents.ts';
import { PhotoAnalysisSchema } from '#shared/schemas/photo-analysis.ts';
import { Badge, Card, CardContent, CardHeader, CardTitle } from '#client/components/ui/card.tsx';
import { toast } from '#client/components/ui/toast-store.ts';
import { usePhotoPreview } from '#client/features/documents/photo-previews.ts';
import { AnalyzingNote, claimToast, ErrorNote, IssuesAndSuggestions } from './analysis-parts.tsx';
import { FixPhotoSection } from './fix-photo-section.tsx';
import { PhotoChecklist, ScoreBar } from './photo-checklist.tsx';
import { PhotoOverlay, photoThumbnailUrl } from './photo-overlay.tsx';
import { UnlockCard } from './unlock-card.tsx';
import { useDocumentAnalysis } from './use-document-analysis.ts';

export interface PhotoAnalysisPanelProps {
  document: DocumentResource;
  /** Object URL of the photo; defaults to the one picked in this tab, if any. */
  previewUrl?: string | undefined;
}

export function PhotoAnalysisPanel({ document, previewUrl }: PhotoAnalysisPanelProps) {
  const result = useDocumentAnalysis(document);
  const rememberedUrl = usePhotoPreview(document.id);
  const done = result.state === 'done' ? result : null;
  const parsed = done ? PhotoAnalysisSchema.safeParse(done.analysis) : null;
  const analysis = parsed?.success ? parsed.data : null;
  const status = done?.status ?? document.status;
  // The photo picked in this tab shows at once; otherwise (after a reload, on another device) the server's thumbnail.
  const src = previewUrl ?? rememberedUrl ?? photoThumbnailUrl(document.id);

  const outcome = done?.status;
  const score = analysis?.score ?? 0;
  const firstIssue = analysis?.issues[0] ?? done?.verificationErrors[0];
  useEffect(() => {
    // 'review': nothing failed, a person will look at the photo; the badge and the checklist say so, no toast.
    if (outcome === undefined || outcome === 'uploaded' || outcome === 'review') return;
    if (!claimToast(`photo-${document.id}-${outcome}`)) return;
    if (outcome === 'verified') {
      toast({
        title: 'Photo Verified Successfully!',
        description: 'Your photo meets the passport photo requirements.',
        variant: 'success',
      });
    } else {
      toast({ title: `Photo Analysis Failed (Score: ${score}/100)`, description: firstIssue, variant: 'destructive' });
    }
  }, [outcome, score, firstIssue, document.id]);

  return (
    <Card id={BUDDY_ANCHORS.photoAnalysis} tabIndex={-1} data-testid="photo-analysis-panel">
      <CardHeader className="flex flex-row flex-wrap items-center justify-between gap-2">
        <CardTitle>AI Photo Analysis</CardTitle>
        {result.state !== 'locked' && (
          <Badge tone={documentStatusTone(status)} aria-live="polite">
            {documentStatusLabel(status, 'photo')}
          </Badge>
        )}
      </CardHeader>
      <CardContent className="space-y-4">
        {(result.state === 'locked' || result.state === 'analyzing') && (
          // Without paid access (or before the analysis is done) the photo itself, without the guides.
          <div className="grid gap-4 lg:grid-cols-[minmax(0,15rem)_1fr]">
            <PhotoOverlay src={src} />
            {result.state === 'locked' ? <UnlockCard subject="photo" /> : <AnalyzingNote subject="photo" />}
          </div>
        )}
        {result.state === 'error' && (
          <div className="grid gap-4 lg:grid-cols-[minmax(0,15rem)_1fr]">
            <PhotoOverlay src={src} />
            <ErrorNote message={result.message} />
          </div>
        )}
        {done && analysis && (
          <>
            <ScoreBar score={analysis.score} />
            <div className="grid gap-4 lg:grid-cols-[minmax(0,15rem)_1fr]">
              <PhotoOverlay analysis={analysis} src={src} />
              <PhotoChecklist analysis={analysis} status={status} />
            </div>
            <IssuesAndSuggestions issues={analysis.issues} suggestions={analysis.suggestions} />
            <FixPhotoSection documentId={document.id} />
          </>
        )}
        {done && !analysis && (
          <div className="grid gap-4 lg:grid-cols-[minmax(0,15rem)_1fr]">
            <PhotoOverlay src={src} />
            <IssuesAndSuggestions issues={done.verificationErrors} suggestions={[]} />
          </div>
        )}
      </CardContent>
    </Card>
  );
}
