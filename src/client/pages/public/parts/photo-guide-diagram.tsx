import { PHOTO_FACTS } from '#shared/domain/facts.ts';

// Drawn to scale: 1 inch = 100 units, the 2 x 2 in print sits at (40, 20).
const IN = 100;
const X0 = 40;
const Y0 = 20;
const SIDE = 2 * IN;
const BOTTOM = Y0 + SIDE;
const fromBottom = (inches: number) => BOTTOM - inches * IN;

/** The head-size and eye-line guide for a 2 x 2 in print, values read from the domain facts. */
export function PhotoGuideDiagram() {
  const head = PHOTO_FACTS.headHeightInches.value;
  const eye = PHOTO_FACTS.eyeLineInches.value;
  const eyeTop = fromBottom(eye.max);
  const eyeBottom = fromBottom(eye.min);
  const eyeY = (eyeTop + eyeBottom) / 2;
  // A head of 1.2 in with the eyes half-way down it, inside both allowed ranges.
  const headHeight = 1.2 * IN;
  const crown = eyeY - headHeight / 2;
  const chin = eyeY + headHeight / 2;
  const cx = X0 + SIDE / 2;
  const bracketX = X0 + SIDE + 18;

  return (
    <figure className="mx-auto w-full max-w-md">
      <svg
        viewBox="0 0 410 272"
        role="img"
        aria-labelledby="photo-guide-title photo-guide-desc"
        className="h-auto w-full"
      >
        <title id="photo-guide-title">Head-size and eye-line guide for a 2 x 2 inch photo</title>
        <desc id="photo-guide-desc">
          {`A square 2 by 2 inch photo with a head centred in it. The head, chin to crown, must measure ${head.min} to ${head.max} inches. The eyes must sit in a band ${eye.min} to ${eye.max} inches above the bottom edge.`}
        </desc>
        <defs>
          <marker
            id="photo-guide-arrow"
            viewBox="0 0 10 10"
            refX="5"
            refY="5"
            markerWidth="6"
            markerHeight="6"
            orient="auto-start-reverse"
          >
            <path d="M0 0 L10 5 L0 10 z" fill="#334155" />
          </marker>
        </defs>

        {/* Print and background */}
        <rect x={X0} y={Y0} width={SIDE} height={SIDE} fill="#ffffff" stroke="#334155" strokeWidth="2" />

        {/* Eye-line band */}
        <rect x={X0} y={eyeTop} width={SIDE} height={eyeBottom - eyeTop} fill="#dbeafe" />
        <line x1={X0} x2={bracketX - 4} y1={eyeTop} y2={eyeTop} stroke="#1e40af" strokeDasharray="5 4" />
        <line x1={X0} x2={bracketX - 4} y1={eyeBottom} y2={eyeBottom} stroke="#1e40af" strokeDasharray="5 4" />

        {/* Shoulders, neck and head */}
        <path
          d={`M${X0 + 15} ${BOTTOM} C ${X0 + 30} ${chin + 25}, ${cx - 30} ${chin + 15}, ${cx - 16} ${chin + 8} L ${cx + 16} ${chin + 8} C ${cx + 30} ${chin + 15}, ${X0 + SIDE - 30} ${chin + 25}, ${X0 + SIDE - 15} ${BOTTOM} Z`}
          fill="#cbd5e1"
        />
        <rect x={cx - 14} y={chin - 10} width="28" height="20" fill="#cbd5e1" />
        <ellipse cx={cx} cy={eyeY} rx="42" ry={headHeight / 2} fill="#e2e8f0" stroke="#475569" strokeWidth="1.5" />
        <circle cx={cx - 15} cy={eyeY} r="3.5" fill="#1e293b" />
        <circle cx={cx + 15} cy={eyeY} r="3.5" fill="#1e293b" />
        <path
          d={`M${cx - 10} ${eyeY + 30} Q ${cx} ${eyeY + 33} ${cx + 10} ${eyeY + 30}`}
          stroke="#475569"
          strokeWidth="1.5"
          fill="none"
        />

        {/* Head-height bracket */}
        <line x1={cx} x2={bracketX} y1={crown} y2={crown} stroke="#94a3b8" strokeDasharray="2 3" />
        <line x1={cx} x2={bracketX} y1={chin} y2={chin} stroke="#94a3b8" strokeDasharray="2 3" />
        <line
          x1={bracketX}
          x2={bracketX}
          y1={crown}
          y2={chin}
          stroke="#334155"
          strokeWidth="1.5"
          markerStart="url(#photo-guide-arrow)"
          markerEnd="url(#photo-guide-arrow)"
        />
        <text x={bracketX + 8} y={eyeBottom + 48} fontSize="15" fill="#0f172a" fontWeight="600">
          Head height
        </text>
        <text x={bracketX + 8} y={eyeBottom + 66} fontSize="15" fill="#0f172a">
          {`${head.min} to ${head.max} in`}
        </text>
        <text x={bracketX + 8} y={eyeBottom + 84} fontSize="15" fill="#0f172a">
          {`(${head.mmMin}-${head.mmMax} mm)`}
        </text>

        <text x={bracketX + 8} y={eyeY - 14} fontSize="15" fill="#1e40af" fontWeight="600">
          Eye line
        </text>
        <text x={bracketX + 8} y={eyeY + 5} fontSize="15" fill="#1e40af">
          {`${eye.min} to ${eye.max} in`}
        </text>
        <text x={bracketX + 8} y={eyeY + 26} fontSize="15" fill="#1e40af">
          from the bottom
        </text>

        {/* Overall size */}
        <line
          x1={X0 - 18}
          x2={X0 - 18}
          y1={Y0}
          y2={BOTTOM}
          stroke="#334155"
          strokeWidth="1.5"
          markerStart="url(#photo-guide-arrow)"
          markerEnd="url(#photo-guide-arrow)"
        />
        <text
          x={X0 - 24}
          y={Y0 + SIDE / 2}
          fontSize="15"
          fill="#0f172a"
          textAnchor="middle"
          transform={`rotate(-90 ${X0 - 24} ${Y0 + SIDE / 2})`}
        >
          2 in (51 mm)
        </text>
        <line
          x1={X0}
          x2={X0 + SIDE}
          y1={BOTTOM + 18}
          y2={BOTTOM + 18}
          stroke="#334155"
          strokeWidth="1.5"
          markerStart="url(#photo-guide-arrow)"
          markerEnd="url(#photo-guide-arrow)"
        />
        <text x={cx} y={BOTTOM + 40} fontSize="15" fill="#0f172a" textAnchor="middle">
          2 in (51 mm)
        </text>
      </svg>
      <figcaption className="mt-2 text-center text-sm text-slate-700">
        Drawn to scale. The eyes must fall inside the shaded band; the head, chin to crown, must fit the measured range.
      </figcaption>
    </figure>
  );
}
