const STEPS = [
  { title: 'Choose', text: 'Pick renewal or new', icon: 'M14 10h20v28H14z M18 16h12 M18 22h12 M18 28h8' },
  { title: 'Upload', text: 'Photo and documents', icon: 'M24 34V16 M16 23l8-8 8 8 M14 36h20' },
  { title: 'AI check', text: 'Verified on our server', icon: 'M15 25l6 6 12-13' },
  { title: 'Download', text: 'Your complete PDF', icon: 'M24 14v18 M16 25l8 8 8-8 M14 36h20' },
];

/**
 * The 4-step process: drawn icons with the words as page text, so they keep their size on a phone (an SVG's own
 * text shrank to about 6 px at 375 px; docs/decisions/0046-mobile-layout.md). Two by two on a phone, one row above.
 */
export function ProcessIllustration() {
  return (
    <figure className="mx-auto max-w-4xl">
      <figcaption className="sr-only">How it works in 4 steps</figcaption>
      <ol className="relative grid grid-cols-2 gap-x-4 gap-y-8 sm:grid-cols-4" data-testid="process-steps">
        {/* The dashed path joining the steps, behind the circles, where they stand in one row. */}
        <li
          aria-hidden
          className="pointer-events-none absolute inset-x-[12.5%] top-12 hidden border-t-4 border-dashed border-blue-200 sm:block"
        />
        {STEPS.map((step, i) => (
          <li key={step.title} className="relative flex flex-col items-center text-center">
            <svg viewBox="0 0 112 96" aria-hidden className="h-24 w-28">
              <circle cx="56" cy="48" r="46" fill={i === 2 ? '#f97316' : '#1e3a8a'} />
              <path
                d={step.icon}
                transform="translate(32 24)"
                fill="none"
                stroke="#fff"
                strokeWidth="3.5"
                strokeLinecap="round"
                strokeLinejoin="round"
              />
              <circle cx="92" cy="14" r="14" fill="#fff" stroke="#1e3a8a" strokeWidth="3" />
              <text x="92" y="19.5" textAnchor="middle" fontSize="15" fontWeight="700" fill="#1e3a8a">
                {i + 1}
              </text>
            </svg>
            <span className="mt-3 text-lg font-bold text-slate-900">
              <span className="sr-only">Step {i + 1}: </span>
              {step.title}
            </span>
            <span className="mt-1 text-sm text-slate-700">{step.text}</span>
          </li>
        ))}
      </ol>
    </figure>
  );
}
