import { ApplicationFormAnalysisSchema } from '#shared/schemas/document-analysis.ts';
import type { DocumentResource } from '#shared/schemas/documents.ts';
import { FieldList, IssuesAndSuggestions } from './analysis-parts.tsx';
import { DocumentPanel } from './document-panel.tsx';
import { useDocumentAnalysis } from './use-document-analysis.ts';
import { formatCalendarDate } from '#client/lib/format-date.ts';
import { TEXT_SOURCE_WORDS } from '#shared/domain/plain-words.ts';
import { HowWeMeasured } from './how-we-measured.tsx';

/** What was read from the filled application form: the step-4 form can be filled from it. */
export function ApplicationFormPanel({ document }: { document: DocumentResource }) {
  const result = useDocumentAnalysis(document);
  const done = result.state === 'done' ? result : null;
  const parsed = done ? ApplicationFormAnalysisSchema.safeParse(done.analysis) : null;
  const analysis = parsed?.success ? parsed.data : null;
  const status = done?.status ?? document.status;
  const data = analysis?.extractedData;

  return (
    <DocumentPanel
      title="Filled Application Form"
      testId="application-form-panel"
      subject="application form"
      status={status}
      result={result}
      hasAnalysis={analysis !== null}
    >
      {analysis && data && (
        <>
          <p className="text-sm text-slate-700">
            Use “Fill from my documents” in the next step to copy these answers into the form.
          </p>
          <FieldList
            fields={[
              { label: 'Applicant name', value: data.applicantName },
              { label: "Father's name", value: data.fatherName },
              { label: "Mother's name", value: data.motherName },
              { label: 'Date of birth', value: formatCalendarDate(data.dateOfBirth) },
              { label: 'Place of birth', value: data.placeOfBirth },
              { label: 'Current address', value: data.currentAddress },
              { label: 'Permanent address', value: data.permanentAddress },
              { label: 'Previous passport number', value: data.previousPassportNumber },
            ]}
          />
          <IssuesAndSuggestions issues={analysis.issues} suggestions={analysis.suggestions} />
          <HowWeMeasured>
            Answers {TEXT_SOURCE_WORDS[analysis.source]}; {Math.round(analysis.confidence * 100)}% sure of what was
            read.
          </HowWeMeasured>
        </>
      )}
    </DocumentPanel>
  );
}
