import { Download } from 'lucide-react';
import { useId, useState } from 'react';
import { Button } from '#client/components/ui/button.tsx';
import { toast } from '#client/components/ui/toast-store.ts';
import { errorMessage } from '#client/lib/api.ts';
import { downloadFixedPhoto, type FixedPhotoVariant, type PrintSize } from './download-fixed-photo.ts';

const PRINT_SIZES: ReadonlyArray<{ value: PrintSize; label: string }> = [
  { value: '2x2', label: '2x2 in' },
  { value: '35x45', label: '35x45 mm' },
];

/** Downloads of the photo cropped and straightened by the server: digital 630x810 and a 4x6 in print sheet. */
export function FixPhotoSection({ documentId }: { documentId: number }) {
  const groupName = useId();
  const [print, setPrint] = useState<PrintSize>('2x2');
  const [busy, setBusy] = useState<FixedPhotoVariant | null>(null);

  const download = async (variant: FixedPhotoVariant) => {
    setBusy(variant);
    try {
      await downloadFixedPhoto(documentId, variant, print);
    } catch (error) {
      toast({ title: 'Could not fix the photo', description: errorMessage(error), variant: 'destructive' });
    } finally {
      setBusy(null);
    }
  };

  return (
    <section aria-labelledby={`${groupName}-title`} className="space-y-3 rounded-lg border border-slate-200 p-4">
      <h3 id={`${groupName}-title`} className="font-semibold text-slate-900">
        Fix my photo
      </h3>
      <p className="text-sm text-slate-700">
        Download your photo cropped and straightened to 630x810 pixels for online forms, or a 4x6 in sheet to print at
        300 DPI.
      </p>
      <fieldset className="space-y-1">
        <legend className="text-sm font-medium text-slate-900">Print size on the sheet</legend>
        <div className="flex flex-wrap gap-4">
          {PRINT_SIZES.map((size) => (
            <label key={size.value} className="flex items-center gap-2 text-sm text-slate-800">
              <input
                type="radio"
                name={groupName}
                value={size.value}
                checked={print === size.value}
                onChange={() => setPrint(size.value)}
                className="size-4 accent-brand-700"
              />
              {size.label}
            </label>
          ))}
        </div>
      </fieldset>
      <div className="flex flex-col gap-2 sm:flex-row">
        <Button variant="outline" disabled={busy !== null} onClick={() => void download('digital')}>
          <Download className="size-4" aria-hidden />
          {busy === 'digital' ? 'Preparing...' : 'Download digital photo (630x810)'}
        </Button>
        <Button variant="outline" disabled={busy !== null} onClick={() => void download('sheet')}>
          <Download className="size-4" aria-hidden />
          {busy === 'sheet' ? 'Preparing...' : 'Download 4x6 print sheet'}
        </Button>
      </div>
    </section>
  );
}
