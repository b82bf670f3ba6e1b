import { msg } from "@lingui/core/macro";
import { Plural, Trans, useLingui } from "@lingui/react/macro";
import { LIMITS, PRODUCT_NAME } from "@twend/shared";
import { Link } from "wouter";
import { LEGAL_CONTACT, MINIMUM_USER_AGE } from "./legal-contact.ts";
import { LegalPage, type LegalSection } from "./LegalPage.tsx";

const { email, replyWithinBusinessDays } = LEGAL_CONTACT.legal;
const mailto = `mailto:${email}`;
const minReplyDays = replyWithinBusinessDays.min;
const maxReplyDays = replyWithinBusinessDays.max;
const sharedDpDays = LIMITS.sharedDpDays;

const SECTIONS: readonly LegalSection[] = [
  {
    id: "agreement",
    title: msg`Agreement`,
    body: (
      <p>
        <Trans>
          These terms apply whenever you use {PRODUCT_NAME}: to create a Twend, to make a picture with one, or just to browse. By using the service you accept them. If
          you do not agree, please do not use {PRODUCT_NAME}.
        </Trans>
      </p>
    ),
  },
  {
    id: "service",
    title: msg`The service`,
    body: (
      <p>
        <Trans>
          {PRODUCT_NAME} lets creators design display-picture frames, called Twends, and publish them at a public link. Anyone with the link can add a photo and a name
          and download the finished picture as a PNG. Creating Twends and making pictures is free and unlimited. We may change or improve features over time.
        </Trans>
      </p>
    ),
  },
  {
    id: "accounts",
    title: msg`Accounts`,
    body: (
      <ul>
        <li>
          <Trans>
            You must be at least <Plural value={MINIMUM_USER_AGE} one="# year" other="# years" /> old to create an account.
          </Trans>
        </li>
        <li>
          <Trans>Give accurate details and keep your password to yourself; you are responsible for activity on your account.</Trans>
        </li>
        <li>
          <Trans>Tell us at once if you think someone else has used your account.</Trans>
        </li>
        <li>
          <Trans>Making pictures with a Twend needs no account.</Trans>
        </li>
      </ul>
    ),
  },
  {
    id: "your-content",
    title: msg`Your content`,
    body: (
      <>
        <p>
          <Trans>
            You keep every right you have in the backgrounds, texts and photos you use. So that we can run the service, you give us a worldwide, non-exclusive,
            royalty-free licence to store, display and process them, and to show your published Twends to anyone with the link, for as long as they are on {PRODUCT_NAME}.
          </Trans>
        </p>
        <p>
          <Trans>You confirm that you own what you upload or have permission to use it, and that people shown in a photo agree to it being used.</Trans>
        </p>
      </>
    ),
  },
  {
    id: "acceptable-use",
    title: msg`Acceptable use`,
    body: (
      <>
        <p>
          <Trans>Do not use {PRODUCT_NAME} to create or spread content that:</Trans>
        </p>
        <ul>
          <li>
            <Trans>infringes someone's copyright, trademark or other rights;</Trans>
          </li>
          <li>
            <Trans>impersonates a person, campaign or organisation, or misleads people about who is behind a Twend;</Trans>
          </li>
          <li>
            <Trans>harasses, threatens or incites hatred or violence against anyone;</Trans>
          </li>
          <li>
            <Trans>is sexual, exploits minors, or is otherwise illegal where you or your audience are;</Trans>
          </li>
          <li>
            <Trans>carries malware, or tries to overload, probe or break the service.</Trans>
          </li>
        </ul>
      </>
    ),
  },
  {
    id: "moderation",
    title: msg`Moderation`,
    body: (
      <p>
        <Trans>
          We may deactivate or delete a Twend, or suspend an account, that breaks these terms or the law, or that we are asked to remove by a lawful authority. Where we
          reasonably can, we will tell you why. If you think we got it wrong, write to us and we will look again.
        </Trans>
      </p>
    ),
  },
  {
    id: "pictures",
    title: msg`Pictures and share pages`,
    body: (
      <p>
        <Trans>
          Pictures you download are yours to use, within the rights of the Twend's creator in the frame itself. Photos sent to our server for rendering are deleted within
          24 hours by default, and share pages expire after <Plural value={sharedDpDays} one="# day" other="# days" />. Keep your own copy of anything you want to keep.
          Our <Link to="/privacy">privacy policy</Link> explains what we store.
        </Trans>
      </p>
    ),
  },
  {
    id: "availability",
    title: msg`Availability and liability`,
    body: (
      <p>
        <Trans>
          We work to keep {PRODUCT_NAME} running and your Twends safe, but the service is provided as it is, without warranties. To the extent the law allows, we are not
          liable for indirect losses, lost profits or lost data, or for how other people use the pictures and links you share. Nothing in these terms limits liability
          that cannot be limited by law.
        </Trans>
      </p>
    ),
  },
  {
    id: "ending",
    title: msg`Ending your use`,
    body: (
      <p>
        <Trans>
          You can stop using {PRODUCT_NAME} at any time and delete your Twends from your dashboard. We may end these terms for an account that seriously or repeatedly
          breaks them. Sections that by their nature should survive, such as liability, continue to apply.
        </Trans>
      </p>
    ),
  },
  {
    id: "contact",
    title: msg`Changes and contact`,
    body: (
      <p>
        <Trans>
          When these terms change, the date at the top changes with them; continuing to use the service means you accept the new version. Legal questions go to{" "}
          <a href={mailto} dir="ltr">
            {email}
          </a>
          , and we reply within {minReplyDays} to {maxReplyDays} business days. For everything else, use the <Link to="/contact">contact page</Link>.
        </Trans>
      </p>
    ),
  },
];

export default function TermsPage() {
  const { t } = useLingui();
  return (
    <LegalPage
      title={t`Terms of service`}
      summary={t`The rules for creating, sharing and using Twends: what you can expect from us, and what we expect from you.`}
      sections={SECTIONS}
    />
  );
}
