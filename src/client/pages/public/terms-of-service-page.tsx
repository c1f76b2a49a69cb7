import { Link } from 'wouter';
import { PLANS, PLAN_IDS, PLAN_SUPPORT_DAYS, PRODUCT_NAME, SUPPORT_EMAIL } from '#shared/constants.ts';
import { Bullets, MailLink, PolicyDocument, ScrollTable, type PolicySection } from './parts/policy-document.tsx';
import { LIABILITY_CAP_MONTHS, PRICE_CHANGE_NOTICE_DAYS } from './parts/policy-terms.ts';

const linkClass = 'font-medium text-brand-700 underline';

const SECTIONS: readonly PolicySection[] = [
  {
    id: 'acceptance',
    title: 'Accepting these terms',
    body: (
      <p>
        These terms are an agreement between you and {PRODUCT_NAME}. By creating an account or buying a plan you accept
        them. If you do not accept them, please do not use the service.
      </p>
    ),
  },
  {
    id: 'the-service',
    title: 'What the service is, and what it is not',
    body: (
      <>
        <p>
          {PRODUCT_NAME} helps you prepare an Indian passport renewal or a new passport application from abroad: it
          checks your photo and documents against the published requirements, helps you complete the application form
          and produces a PDF for you to submit.
        </p>
        <Bullets
          items={[
            `${PRODUCT_NAME} is not a government agency and is not affiliated with the Government of India, its missions or their service centres.`,
            'We do not issue passports, book appointments on your behalf or submit your application. You submit it to your Indian mission or its service centre yourself.',
            'The decision on your application is made by the Indian authorities alone. Our checks reduce the risk of errors; they cannot guarantee that an application is accepted, or how long the authorities take.',
            'Requirements change. We keep our rules up to date and show when each was last checked, but the instructions of your mission prevail.',
          ]}
        />
      </>
    ),
  },
  {
    id: 'your-account',
    title: 'Your account',
    body: (
      <Bullets
        items={[
          'Give accurate information and keep it up to date.',
          'Keep your password secret; you are responsible for what happens under your account.',
          'An account is for one person. You may prepare applications for your minor children, or for others who have authorised you, within the limits of your plan.',
          `Tell us at once at ${SUPPORT_EMAIL} if you think someone else has used your account.`,
        ]}
      />
    ),
  },
  {
    id: 'plans-and-payments',
    title: 'Plans and payments',
    body: (
      <>
        <p>Our plans are one-time payments, with no recurring charges:</p>
        <ScrollTable label="Plan prices">
          <table className="w-full min-w-[20rem] border-collapse text-left text-sm">
            <caption className="sr-only">Plan prices</caption>
            <thead>
              <tr className="border-b border-slate-300">
                <th scope="col" className="py-2 pr-4 font-semibold">
                  Plan
                </th>
                <th scope="col" className="py-2 pr-4 font-semibold">
                  Price (USD)
                </th>
                <th scope="col" className="py-2 font-semibold">
                  Our processing time
                </th>
              </tr>
            </thead>
            <tbody>
              {PLAN_IDS.map((id) => (
                <tr key={id} className="border-b border-slate-200">
                  <th scope="row" className="py-2 pr-4 font-medium">
                    {PLANS[id].name}
                  </th>
                  <td className="py-2 pr-4">{PLANS[id].priceLabel} one-time</td>
                  <td className="py-2">{PLANS[id].processingTime}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </ScrollTable>
        <Bullets
          items={[
            'Fees are paid in advance and are non-refundable.',
            `We give at least ${PRICE_CHANGE_NOTICE_DAYS} days' notice of any price change. A price change never affects a plan you have already paid for.`,
            'Our fees do not include the passport fee, the service-centre fee or any other charge of the Indian authorities; you pay those to them directly.',
            'Processing times are the time we take to complete our own checks and reviews, not the time the authorities take to issue a passport.',
            `All plans include ${PLAN_SUPPORT_DAYS}-day support.`,
          ]}
        />
        <p>
          Payments are handled by our payment provider; its terms apply to the payment itself. See{' '}
          <Link className={linkClass} href="/pricing">
            Pricing
          </Link>{' '}
          for what each plan includes.
        </p>
      </>
    ),
  },
  {
    id: 'your-content',
    title: 'Your documents and content',
    body: (
      <>
        <p>
          Your documents, photo and the information you enter remain yours. You allow us to store and process them only
          to provide the service to you, as our{' '}
          <Link className={linkClass} href="/privacy-policy">
            Privacy Policy
          </Link>{' '}
          describes.
        </p>
        <p>
          You confirm that the documents you upload are genuine and that they are yours, your minor child&apos;s, or
          those of a person who has authorised you to use them.
        </p>
      </>
    ),
  },
  {
    id: 'acceptable-use',
    title: 'Acceptable use',
    body: (
      <>
        <p>You must not:</p>
        <Bullets
          items={[
            "upload forged, altered or someone else's documents without their authority;",
            'use the service to deceive any authority;',
            'try to get into other accounts or into our systems, or disrupt the service;',
            'copy, scrape or resell the service, except through the API access included in the Express plan and within its terms.',
          ]}
        />
        <p>We may suspend an account that breaks these rules.</p>
      </>
    ),
  },
  {
    id: 'disclaimers',
    title: 'Disclaimers',
    body: (
      <p>
        We provide the service with reasonable skill and care. Beyond that, and as far as the law allows, we provide it
        as it is: we do not promise that it will be uninterrupted or error-free, or that an application prepared with it
        will be accepted.
      </p>
    ),
  },
  {
    id: 'liability',
    title: 'Limitation of liability',
    body: (
      <>
        <p>
          As far as the law allows, our total liability to you for any claim connected with the service is limited to
          the amount you paid us in the {LIABILITY_CAP_MONTHS} months before the claim arose. We are not liable for
          indirect or consequential losses, such as missed travel, or for decisions and delays of the authorities.
        </p>
        <p>
          Nothing in these terms limits liability that cannot be limited by law, or any rights you have under the
          consumer law of your country of residence.
        </p>
      </>
    ),
  },
  {
    id: 'ending',
    title: 'Closing your account',
    body: (
      <p>
        You may stop using the service and ask us to close your account at any time. We may close an account that breaks
        these terms, after telling you why where we are allowed to. What happens to your data afterwards is set out in
        the Privacy Policy.
      </p>
    ),
  },
  {
    id: 'changes',
    title: 'Changes to these terms',
    body: (
      <p>
        We may update these terms as the service changes. We update the date at the top of this page and tell you by
        e-mail before a significant change takes effect. If you continue to use the service afterwards, the new terms
        apply.
      </p>
    ),
  },
  {
    id: 'contact',
    title: 'Contact us',
    body: (
      <p>
        Questions about these terms: <MailLink email={SUPPORT_EMAIL} subject="Legal inquiry" />.
      </p>
    ),
  },
];

export function TermsOfServicePage() {
  return (
    <PolicyDocument
      title="Terms of Service"
      intro={<p>The rules for using {PRODUCT_NAME}, what you can expect from us and what we expect from you.</p>}
      sections={SECTIONS}
    />
  );
}
