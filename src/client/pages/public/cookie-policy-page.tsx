import { Link } from 'wouter';
import { PRODUCT_NAME, STORAGE_KEYS, SUPPORT_EMAIL } from '#shared/constants.ts';
import { Bullets, MailLink, PolicyDocument, type PolicySection } from './parts/policy-document.tsx';
import { SESSION_COOKIE_DAYS, SESSION_COOKIE_NAME } from './parts/policy-terms.ts';

const linkClass = 'font-medium text-brand-700 underline';

const STORAGE_ITEMS = [
  {
    name: SESSION_COOKIE_NAME,
    kind: 'Cookie',
    purpose: 'Keeps you signed in. It holds a random token and cannot be read by scripts on the page.',
    lasts: `${SESSION_COOKIE_DAYS} days, or until you log out`,
  },
  {
    name: STORAGE_KEYS.userPlan,
    kind: 'Local storage',
    purpose: 'Remembers your plan so the right dashboard opens straight away.',
    lasts: 'Until you log out',
  },
  {
    name: STORAGE_KEYS.formDraft,
    kind: 'Local storage',
    purpose: 'Keeps an automatic draft of your renewal form on this device, so you do not lose your work.',
    lasts: 'Until you log out',
  },
] as const;

const SECTIONS: readonly PolicySection[] = [
  {
    id: 'what-they-are',
    title: 'What cookies are',
    body: (
      <p>
        Cookies are small files a website stores in your browser. Local storage and session storage are similar browser
        features that keep information on your device. This policy covers all of them.
      </p>
    ),
  },
  {
    id: 'what-we-use',
    title: 'What we use',
    body: (
      <>
        <p>{PRODUCT_NAME} uses only what is strictly necessary for the service to work:</p>
        <ul className="grid gap-3 md:grid-cols-3">
          {STORAGE_ITEMS.map((item) => (
            <li key={item.name} className="rounded-lg border border-slate-200 bg-white p-4">
              <h3 className="font-mono text-sm font-semibold text-slate-900">{item.name}</h3>
              <dl className="mt-2 space-y-1.5 text-sm">
                <div>
                  <dt className="inline font-medium text-slate-700">Type: </dt>
                  <dd className="inline">{item.kind}</dd>
                </div>
                <div>
                  <dt className="inline font-medium text-slate-700">Purpose: </dt>
                  <dd className="inline">{item.purpose}</dd>
                </div>
                <div>
                  <dt className="inline font-medium text-slate-700">Kept for: </dt>
                  <dd className="inline">{item.lasts}</dd>
                </div>
              </dl>
            </li>
          ))}
        </ul>
        <p>
          Session storage may also hold temporary information while a tab is open; it is cleared when you close the tab
          or log out.
        </p>
      </>
    ),
  },
  {
    id: 'what-we-do-not-use',
    title: 'What we do not use',
    body: (
      <p>
        We use no advertising cookies, no analytics or tracking cookies and no social-media pixels, and we do not let
        third parties place cookies on our pages.
      </p>
    ),
  },
  {
    id: 'third-parties',
    title: 'Pages of other companies',
    body: (
      <Bullets
        items={[
          "If you choose Continue with Google, you sign in on Google's pages, where Google's own cookie policy applies.",
          "When you pay, you do so on our payment provider's checkout page, where that provider's cookie policy applies.",
        ]}
      />
    ),
  },
  {
    id: 'consent',
    title: 'Consent',
    body: (
      <p>
        Strictly necessary cookies and storage do not need your consent, which is why we do not show a cookie banner. If
        we ever want to use anything that is not strictly necessary, we will ask you first.
      </p>
    ),
  },
  {
    id: 'your-choices',
    title: 'Your choices',
    body: (
      <>
        <p>
          You can block or delete cookies and site data in your browser settings. If you block the {SESSION_COOKIE_NAME}{' '}
          cookie you will not be able to sign in.
        </p>
        <p>
          Your form draft is kept on the device you use. On a shared or public computer, always log out when you finish:
          logging out clears everything {PRODUCT_NAME} stored in that browser.
        </p>
      </>
    ),
  },
  {
    id: 'contact',
    title: 'Contact us',
    body: (
      <p>
        Questions about cookies: <MailLink email={SUPPORT_EMAIL} subject="Privacy inquiry" />. How we handle personal
        data in general is explained in our{' '}
        <Link className={linkClass} href="/privacy-policy">
          Privacy Policy
        </Link>
        .
      </p>
    ),
  },
];

export function CookiePolicyPage() {
  return (
    <PolicyDocument
      title="Cookie Policy"
      intro={<p>Which cookies and browser storage {PRODUCT_NAME} uses, why, and how you can control them.</p>}
      sections={SECTIONS}
    />
  );
}
