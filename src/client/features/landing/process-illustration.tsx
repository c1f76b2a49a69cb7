const STEPS = [
  { title: 'Choose', text: 'Pick renewal or new', icon: 'M14 10h20v28H14z M18 16h12 M18 22h12 M18 28h8' },
  { title: 'Upload', text: 'Photo and documents', icon: 'M24 34V16 M16 23l8-8 8 8 M14 36h20' },
  { title: 'AI check', text: 'Verified on our server', icon: 'M15 25l6 6 12-13' },
  { title: 'Download', text: 'Your complete PDF', icon: 'M24 14v18 M16 25l8 8 8-8 M14 36h20' },
];

/** The 4-step process, drawn inline so it scales and never shows a broken image. */
export function ProcessIllustration() {
  return (
    <figure className="mx-auto max-w-4xl">
      <svg viewBox="0 0 800 200" role="img" aria-labelledby="process-title process-desc" className="h-auto w-full">
        <title id="process-title">How it works in 4 steps</title>
        <desc id="process-desc">
          1 Choose your application type, 2 upload your photo and documents, 3 our AI checks them on our own server, 4
          download your complete application PDF.
        </desc>
        <line x1="100" y1="70" x2="700" y2="70" stroke="#bfdbfe" strokeWidth="6" strokeDasharray="12 10" />
        {STEPS.map((step, i) => {
          const cx = 100 + i * 200;
          return (
            <g key={step.title} transform={`translate(${cx - 48} 22)`}>
              <circle cx="48" cy="48" r="46" fill={i === 2 ? '#f97316' : '#1e3a8a'} />
              <g
                transform="translate(0 0)"
                fill="none"
                stroke="#fff"
                strokeWidth="3.5"
                strokeLinecap="round"
                strokeLinejoin="round"
              >
                <path d={step.icon} transform="translate(24 24) scale(1)" />
              </g>
              <circle cx="84" cy="12" r="14" fill="#fff" stroke="#1e3a8a" strokeWidth="3" />
              <text x="84" y="17.5" textAnchor="middle" fontSize="15" fontWeight="700" fill="#1e3a8a">
                {i + 1}
              </text>
              <text x="48" y="130" textAnchor="middle" fontSize="20" fontWeight="700" fill="#0f172a">
                {step.title}
              </text>
              <text x="48" y="156" textAnchor="middle" fontSize="15" fill="#334155">
                {step.text}
              </text>
            </g>
          );
        })}
      </svg>
    </figure>
  );
}
