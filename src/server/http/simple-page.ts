/** A page for answers reached by a browser navigation rather than the app (fixed text only, no user input). */
export function simplePage(
  title: string,
  text: string,
  link: { href: string; label: string } = { href: '/auth?tab=login', label: 'Back to sign in' },
): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${title}</title>
<meta name="viewport" content="width=device-width, initial-scale=1"></head>
<body style="font-family:system-ui,sans-serif;max-width:36rem;margin:4rem auto;padding:0 1rem;line-height:1.5">
<h1>${title}</h1>
<p>${text}</p>
<p><a href="${link.href}">${link.label}</a></p></body></html>`;
}
