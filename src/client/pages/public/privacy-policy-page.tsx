import { Link } from 'wouter';
import {
  PAYMENT_RECORD_RETENTION_YEARS,
  PLANS,
  PLAN_IDS,
  PRODUCT_NAME,
  STORAGE_EXPIRY_NOTICE_DAYS,
  SUPPORT_EMAIL,
} from '#shared/constants.ts';
import { Bullets, MailLink, PolicyDocument, ScrollTable, type PolicySection } from './parts/policy-document.tsx';
import { ENCRYPTION_STANDARD, PRIVACY_REPLY_HOURS, PRIVACY_RESOLVE_DAYS } from './parts/policy-terms.ts';

const linkClass = 'font-medium text-brand-700 underline';

const SECTIONS: readonly PolicySection[] = [
  {
    id: 'who-we-are',
    title: 'Who we are',
    body: (
      <p>
        {PRODUCT_NAME} helps Indians living abroad prepare an Indian passport renewal or a new passport application: you
        upload your documents and photo, we check them and help you complete the application form, and you submit the
        application to your Indian mission or its service centre yourself. {PRODUCT_NAME} is the controller of the
        personal data described in this policy. {PRODUCT_NAME} is not a government body and is not affiliated with the
        Government of India.
      </p>
    ),
  },
  {
    id: 'information-we-collect',
    title: 'Information we collect',
    body: (
      <>
        <p>We collect only what we need to prepare your application:</p>
        <Bullets
          items={[
            <>
              <strong>Account details:</strong> your name, e-mail address, password (stored only as a secure hash) and
              your plan.
            </>,
            <>
              <strong>Application details:</strong> the fields of the renewal form, such as your full name, your
              parents&apos; names, date and place of birth, your addresses abroad and in India, an emergency contact,
              and your current passport&apos;s number and dates.
            </>,
            <>
              <strong>Documents and photo:</strong> the files you upload (filled application form, passport photo, pages
              of your current passport, proof of address and any additional documents) and the results of our checks on
              them, including the details we read from them.
            </>,
            <>
              <strong>Payment records:</strong> the plan you bought, the amount, the date and the reference of the
              payment. Card details are entered on our payment provider&apos;s checkout page; we never see or store your
              full card number.
            </>,
            <>
              <strong>Messages:</strong> what you send us through live chat, the Quick Help assistant, the support form,
              feedback boxes and e-mail.
            </>,
            <>
              <strong>Technical data:</strong> a session cookie that keeps you signed in (see our{' '}
              <Link className={linkClass} href="/cookie-policy">
                Cookie Policy
              </Link>
              ), and server logs with your IP address, used to protect accounts against abuse.
            </>,
          ]}
        />
      </>
    ),
  },
  {
    id: 'how-we-use-it',
    title: 'How we use your information',
    body: (
      <>
        <Bullets
          items={[
            'To check your photo and documents against the published requirements and tell you what to fix.',
            'To fill in and produce your application form, and to compare the details across your documents.',
            'To provide the features of your plan: manual expert review, priority processing, detailed reports and secure storage.',
            'To send you e-mails about your application, your documents and your account.',
            'To answer your support requests.',
            'To keep the service secure, prevent fraud and meet our legal obligations.',
          ]}
        />
        <p>
          We rely on the contract with you to provide the service, on your consent where we ask for it, on our
          legitimate interest in keeping the service secure, and on legal obligations (for example, keeping payment
          records). We do not sell your personal data and we do not use it for advertising.
        </p>
      </>
    ),
  },
  {
    id: 'document-processing',
    title: 'How your documents are processed',
    body: (
      <>
        <p>
          All automated checks of your documents and photo run on our own servers. We do not send your documents, your
          photo or the details read from them to any third-party AI service, and we do not use them to train AI models.
        </p>
        <p>
          If you request a manual or expert review, a member of our own review team looks at the documents of that
          application only, and only for that review.
        </p>
      </>
    ),
  },
  {
    id: 'sharing',
    title: 'Who we share it with',
    body: (
      <>
        <p>We share personal data only with:</p>
        <Bullets
          items={[
            'Service providers that run parts of the service for us, such as hosting, e-mail delivery and payment processing, under contracts that allow them to use the data only on our instructions.',
            'Google, only if you choose Continue with Google, to confirm who you are.',
            'Authorities, when the law requires it, after checking that the request is lawful.',
          ]}
        />
        <p>
          We do not send your application to any Indian mission or service centre: you stay in control of when and where
          you submit it.
        </p>
      </>
    ),
  },
  {
    id: 'security',
    title: 'How we protect it',
    body: (
      <Bullets
        items={[
          `Documents are encrypted at rest with ${ENCRYPTION_STANDARD} encryption and sent over encrypted (HTTPS) connections.`,
          'Passwords are stored only as salted, slow hashes; session tokens are stored only as keyed hashes.',
          'Access to documents is limited to you and, when you request a review, to the reviewer assigned to it.',
          'Sign-in attempts are rate-limited to protect accounts against guessing.',
        ]}
      />
    ),
  },
  {
    id: 'retention',
    title: 'How long we keep it',
    body: (
      <>
        <p>
          We keep your application data and documents for a period that depends on your plan, counted from your most
          recent application:
        </p>
        <ScrollTable label="Retention by plan">
          <table className="w-full min-w-[18rem] border-collapse text-left text-sm">
            <caption className="sr-only">Retention by plan</caption>
            <thead>
              <tr className="border-b border-slate-300">
                <th scope="col" className="py-2 pr-4 font-semibold">
                  Plan
                </th>
                <th scope="col" className="py-2 font-semibold">
                  Application data kept for
                </th>
              </tr>
            </thead>
            <tbody>
              {PLAN_IDS.map((id) => (
                <tr key={id} className="border-b border-slate-200">
                  <th scope="row" className="py-2 pr-4 font-medium">
                    {PLANS[id].name}
                  </th>
                  <td className="py-2">{PLANS[id].retentionMonths} months</td>
                </tr>
              ))}
            </tbody>
          </table>
        </ScrollTable>
        <Bullets
          items={[
            `Uploaded documents are kept for ${PLANS.basic.storageMonths} months from upload on Basic and Pro and ${PLANS.express.storageMonths} months on Express, then deleted; we e-mail you ${STORAGE_EXPIRY_NOTICE_DAYS} days before they expire.`,
            `Payment records are kept for ${PAYMENT_RECORD_RETENTION_YEARS} years, as tax and accounting law requires.`,
            'You can delete a stored document at any time, and ask us to delete your account sooner; we then delete your data except what the law requires us to keep.',
          ]}
        />
      </>
    ),
  },
  {
    id: 'your-rights',
    title: 'Your rights',
    body: (
      <>
        <p>
          Wherever you live, you can ask us to give you a copy of your data, correct it, delete it, export it in a
          portable format, restrict or object to how we use it, and withdraw any consent you gave. If you live in the
          European Economic Area or the United Kingdom, the GDPR gives you these rights and the right to complain to
          your data protection authority.
        </p>
        <p>
          Write to <MailLink email={SUPPORT_EMAIL} subject="Privacy inquiry" /> with the subject &quot;Privacy
          inquiry&quot;. We answer privacy inquiries within {PRIVACY_REPLY_HOURS} hours and resolve them within{' '}
          {PRIVACY_RESOLVE_DAYS} days. We may ask you to confirm your identity first, so that nobody else can obtain
          your data.
        </p>
      </>
    ),
  },
  {
    id: 'international-transfers',
    title: 'International transfers',
    body: (
      <p>
        Our users live in many countries, so your data may be processed in a country other than your own. When it leaves
        the European Economic Area or the United Kingdom, we protect it with the safeguards the law provides, such as
        standard contractual clauses.
      </p>
    ),
  },
  {
    id: 'children',
    title: 'Children',
    body: (
      <p>
        Accounts are for adults. A parent or legal guardian may prepare an application for a minor and upload the
        child&apos;s documents; the parent or guardian is responsible for that application and can exercise the
        child&apos;s rights on their behalf.
      </p>
    ),
  },
  {
    id: 'cookies',
    title: 'Cookies',
    body: (
      <p>
        We use one cookie to keep you signed in and a little browser storage to remember your plan and your form draft.
        We use no advertising or tracking cookies. The details are in our{' '}
        <Link className={linkClass} href="/cookie-policy">
          Cookie Policy
        </Link>
        .
      </p>
    ),
  },
  {
    id: 'changes',
    title: 'Changes to this policy',
    body: (
      <p>
        When we change this policy we update the date at the top of this page. If a change affects how we use your data,
        we tell you by e-mail before it takes effect.
      </p>
    ),
  },
  {
    id: 'contact',
    title: 'Contact us',
    body: (
      <p>
        Questions about this policy or your data: <MailLink email={SUPPORT_EMAIL} subject="Privacy inquiry" />. See also
        our{' '}
        <Link className={linkClass} href="/terms-of-service">
          Terms of Service
        </Link>
        .
      </p>
    ),
  },
];

export function PrivacyPolicyPage() {
  return (
    <PolicyDocument
      title="Privacy Policy"
      intro={
        <p>
          Your passport documents are among the most sensitive things you own. This policy explains what we collect,
          why, how we protect it and how long we keep it.
        </p>
      }
      sections={SECTIONS}
    />
  );
}
