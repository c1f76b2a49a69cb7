import { Download } from 'lucide-react';
import { useId, useState } from 'react';
import type { PaperSize } from '#shared/schemas/photo-analysis.ts';
import { Button } from '#client/components/ui/button.tsx';
import { toast } from '#client/components/ui/toast-store.ts';
import { errorMessage } from '#client/lib/api.ts';
import { downloadFixedPhoto, usePhotoPrint } from './download-fixed-photo.ts';

type Busy = 'digital' | PaperSize | null;

/**
 * Downloads of the photo cropped and straightened by the server: the 630x810 upload file, and print sheets at
 * 300 DPI on 4 x 6 in and A6 paper in the print size the application's mission asks for.
 */
export function FixPhotoSection({ documentId }: { documentId: number }) {
  const titleId = useId();
  const info = usePhotoPrint(documentId);
  const [busy, setBusy] = useState<Busy>(null);

  const download = async (which: Exclude<Busy, null>, filename: string) => {
    setBusy(which);
    try {
      await downloadFixedPhoto(
        documentId,
        which === 'digital' ? 'digital' : 'sheet',
        which === 'digital' ? '4x6' : which,
        filename,
      );
    } catch (error) {
      toast({ title: 'Could not fix the photo', description: errorMessage(error), variant: 'destructive' });
    } finally {
      setBusy(null);
    }
  };

  const print = info.data?.print;
  const mission = info.data?.mission;
  return (
    <section aria-labelledby={titleId} className="space-y-3 rounded-lg border border-slate-200 p-4">
      <h3 id={titleId} className="font-semibold text-slate-900">
        Fix my photo
      </h3>
      <p className="text-sm text-slate-700">
        Download your photo cropped and straightened to 630x810 pixels for the online form, or a sheet to print at 300
        DPI and cut out. The photo is cropped to the print&apos;s shape around your face, never stretched.
      </p>
      {print && (
        <p className="text-sm text-slate-800" data-testid="photo-print-size">
          {mission ? `${mission.name} asks for prints of ` : 'Prints of '}
          <strong>{print.label}</strong> ({print.widthPx} x {print.heightPx} px at 300 DPI)
          {mission ? '.' : ': choose your mission in step 1 for its own size.'}
          {print.confirmWithMission && ' Sources differ on this size: the mission confirms.'}
        </p>
      )}
      {info.isError && <p className="text-sm text-red-700">{errorMessage(info.error)}</p>}
      <div className="flex flex-col gap-2 sm:flex-row sm:flex-wrap">
        <Button
          variant="outline"
          disabled={busy !== null}
          onClick={() => void download('digital', 'passport-photo-630x810.jpg')}
        >
          <Download className="size-4" aria-hidden />
          {busy === 'digital' ? 'Preparing...' : 'Download digital photo (630x810)'}
        </Button>
        {print &&
          info.data?.sheets.map((sheet) => (
            <Button
              key={sheet.paper}
              variant="outline"
              disabled={busy !== null}
              onClick={() => void download(sheet.paper, sheet.filename)}
            >
              <Download className="size-4" aria-hidden />
              {busy === sheet.paper
                ? 'Preparing...'
                : `Print sheet (${sheet.label}), ${sheet.prints} prints of ${print.label.split(' (')[0]}`}
            </Button>
          ))}
      </div>
    </section>
  );
}
