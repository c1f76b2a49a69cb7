import { useState } from 'react';
import type { PhotoAnalysis } from '#shared/schemas/photo-analysis.ts';

const pct = (fraction: number) => fraction * 100;

/** The owner's photo, small and upright, from the server: shown after a reload and on any device. */
export const photoThumbnailUrl = (documentId: number) => `/api/documents/${documentId}/thumbnail`;

/**
 * The photo, and over it (when the analysis is given: paid access) the detected face box and the head-size
 * guide. The face box and guide are fractions of the upright image, which the thumbnail is.
 */
export function PhotoOverlay({ analysis, src }: { analysis?: PhotoAnalysis | null | undefined; src: string }) {
  const [failed, setFailed] = useState<string | null>(null);
  const broken = failed === src;
  const image = analysis?.image;

  return (
    <figure className="space-y-2">
      <div
        className="relative mx-auto w-full max-w-60 overflow-hidden rounded-md border border-slate-300 bg-slate-100"
        style={{ aspectRatio: image ? `${image.width} / ${image.height}` : '35 / 45' }}
      >
        {!broken && (
          <img
            src={src}
            alt="Your passport photo"
            className="absolute inset-0 size-full object-fill"
            data-testid="photo-thumbnail"
            onError={() => setFailed(src)}
          />
        )}
        {broken && (
          <p className="absolute inset-0 flex items-center justify-center p-3 text-center text-sm text-slate-700">
            Your photo could not be loaded just now. Reload the page to try again.
          </p>
        )}
        {analysis && <Guides analysis={analysis} />}
      </div>
      {analysis && <Legend analysis={analysis} />}
    </figure>
  );
}

function Guides({ analysis }: { analysis: PhotoAnalysis }) {
  const { face, guide } = analysis;
  const bands = [
    { key: 'crown', band: guide.crownBand },
    { key: 'chin', band: guide.chinBand },
  ];
  const measured = [guide.headTop, guide.chin].filter((y): y is number => y !== null);
  return (
    <svg
      viewBox="0 0 100 100"
      preserveAspectRatio="none"
      className="absolute inset-0 size-full"
      aria-hidden
      data-testid="photo-overlay"
    >
      {bands.map(({ key, band }) => (
        <rect
          key={key}
          x={0}
          y={pct(band.top)}
          width={100}
          height={Math.max(0.5, pct(band.bottom - band.top))}
          fill="rgb(22 163 74 / 0.25)"
          stroke="rgb(21 128 61)"
          strokeWidth={1}
          vectorEffect="non-scaling-stroke"
          data-testid={`photo-guide-${key}`}
        />
      ))}
      {measured.map((y) => (
        <line
          key={y}
          x1={0}
          x2={100}
          y1={pct(y)}
          y2={pct(y)}
          stroke="rgb(234 88 12)"
          strokeWidth={2}
          strokeDasharray="6 4"
          vectorEffect="non-scaling-stroke"
        />
      ))}
      {face && (
        <rect
          x={pct(face.box.x)}
          y={pct(face.box.y)}
          width={pct(face.box.width)}
          height={pct(face.box.height)}
          fill="none"
          stroke="rgb(29 78 216)"
          strokeWidth={2}
          vectorEffect="non-scaling-stroke"
          data-testid="photo-face-box"
        />
      )}
    </svg>
  );
}

function Legend({ analysis }: { analysis: PhotoAnalysis }) {
  const { face, guide } = analysis;
  const measured = guide.headTop !== null || guide.chin !== null;
  return (
    <figcaption className="space-y-1 text-xs text-slate-700">
      <ul className="flex flex-wrap gap-x-4 gap-y-1" aria-label="Legend">
        <li className="flex items-center gap-1.5">
          <span className="inline-block size-3 border-2 border-blue-700" aria-hidden />
          {face ? 'Detected face' : 'No face detected'}
        </li>
        <li className="flex items-center gap-1.5">
          <span className="inline-block size-3 border border-green-700 bg-green-600/25" aria-hidden />
          Where the top of the head and the chin should be ({Math.round(guide.requiredHeadShare.min * 100)}-
          {Math.round(guide.requiredHeadShare.max * 100)}% head height)
        </li>
        {measured && (
          <li className="flex items-center gap-1.5">
            <span className="inline-block h-0 w-3 border-t-2 border-dashed border-orange-600" aria-hidden />
            Measured top of head and chin
          </li>
        )}
      </ul>
    </figcaption>
  );
}
