import { ArrowLeft, ArrowRight } from 'lucide-react';
import type { DocumentResource } from '#shared/schemas/documents.ts';
import { Button } from '#client/components/ui/button.tsx';
import { Card, CardContent } from '#client/components/ui/card.tsx';
import { useApplicationDocuments } from '#client/features/documents/use-documents.ts';
import { AddressAnalysisPanel } from './address-analysis-panel.tsx';
import { ApplicationFormPanel } from './application-form-panel.tsx';
import { PassportAnalysisPanel } from './passport-analysis-panel.tsx';
import { PhotoAnalysisPanel } from './photo-analysis-panel.tsx';

export const ANALYSIS_EMPTY_MESSAGE = 'Upload your photo and documents in step 2 to see their analysis here.';

export interface AnalysisStepProps {
  applicationId: number;
  /** The application's documents; when omitted the step loads them itself (same cached query). */
  documents?: readonly DocumentResource[] | undefined;
  onBack: () => void;
  onContinue: () => void;
  /** Object URL of the photo; defaults to the one picked in this tab during step 2. */
  photoPreviewUrl?: string | undefined;
}

/** Step 3: the analysis of the photo, the address proof, the current passport and the filled form. */
export function AnalysisStep({ applicationId, documents, onBack, onContinue, photoPreviewUrl }: AnalysisStepProps) {
  const loaded = useApplicationDocuments(documents ? null : applicationId);
  const list = documents ?? loaded.data ?? [];
  const photo = list.find((d) => d.type === 'photo');
  const address = list.find((d) => d.type === 'address_proof');
  const passport = list.find((d) => d.type === 'passport');
  const form = list.find((d) => d.type === 'passport_application');

  return (
    <div className="space-y-4">
      {photo && <PhotoAnalysisPanel key={photo.id} document={photo} previewUrl={photoPreviewUrl} />}
      {address && <AddressAnalysisPanel key={address.id} document={address} />}
      {passport && <PassportAnalysisPanel key={passport.id} document={passport} />}
      {form && <ApplicationFormPanel key={form.id} document={form} />}
      {!photo && !address && !passport && !form && (
        <Card>
          <CardContent className="pt-5">
            <p className="text-slate-700">
              {!documents && loaded.isLoading ? 'Loading your documents...' : ANALYSIS_EMPTY_MESSAGE}
            </p>
          </CardContent>
        </Card>
      )}
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-between">
        <Button variant="outline" onClick={onBack}>
          <ArrowLeft className="size-4" aria-hidden />
          Back
        </Button>
        <Button data-main-action onClick={onContinue}>
          Continue to Form
          <ArrowRight className="size-4" aria-hidden />
        </Button>
      </div>
    </div>
  );
}
