import { LIMITS, PRODUCT_NAME } from "@twend/shared";
import { Link } from "react-router";
import { LEGAL_CONTACT, MINIMUM_USER_AGE } from "./legal-contact.ts";
import { LegalPage, type LegalSection } from "./LegalPage.tsx";

const { email, replyTime } = LEGAL_CONTACT.legal;

const SECTIONS: readonly LegalSection[] = [
  {
    id: "agreement",
    title: "Agreement",
    body: (
      <p>
        These terms apply whenever you use {PRODUCT_NAME}: to create a Twend, to make a picture with one, or just to browse. By using the service you accept them. If you
        do not agree, please do not use {PRODUCT_NAME}.
      </p>
    ),
  },
  {
    id: "service",
    title: "The service",
    body: (
      <p>
        {PRODUCT_NAME} lets creators design display-picture frames, called Twends, and publish them at a public link. Anyone with the link can add a photo and a name and
        download the finished picture as a PNG. Creating Twends and making pictures is free and unlimited. We may change or improve features over time.
      </p>
    ),
  },
  {
    id: "accounts",
    title: "Accounts",
    body: (
      <ul>
        <li>You must be at least {MINIMUM_USER_AGE} years old to create an account.</li>
        <li>Give accurate details and keep your password to yourself; you are responsible for activity on your account.</li>
        <li>Tell us at once if you think someone else has used your account.</li>
        <li>Making pictures with a Twend needs no account.</li>
      </ul>
    ),
  },
  {
    id: "your-content",
    title: "Your content",
    body: (
      <>
        <p>
          You keep every right you have in the backgrounds, texts and photos you use. So that we can run the service, you give us a worldwide, non-exclusive, royalty-free
          licence to store, display and process them, and to show your published Twends to anyone with the link, for as long as they are on {PRODUCT_NAME}.
        </p>
        <p>You confirm that you own what you upload or have permission to use it, and that people shown in a photo agree to it being used.</p>
      </>
    ),
  },
  {
    id: "acceptable-use",
    title: "Acceptable use",
    body: (
      <>
        <p>Do not use {PRODUCT_NAME} to create or spread content that:</p>
        <ul>
          <li>infringes someone's copyright, trademark or other rights;</li>
          <li>impersonates a person, campaign or organisation, or misleads people about who is behind a Twend;</li>
          <li>harasses, threatens or incites hatred or violence against anyone;</li>
          <li>is sexual, exploits minors, or is otherwise illegal where you or your audience are;</li>
          <li>carries malware, or tries to overload, probe or break the service.</li>
        </ul>
      </>
    ),
  },
  {
    id: "moderation",
    title: "Moderation",
    body: (
      <p>
        We may deactivate or delete a Twend, or suspend an account, that breaks these terms or the law, or that we are asked to remove by a lawful authority. Where we
        reasonably can, we will tell you why. If you think we got it wrong, write to us and we will look again.
      </p>
    ),
  },
  {
    id: "pictures",
    title: "Pictures and share pages",
    body: (
      <p>
        Pictures you download are yours to use, within the rights of the Twend's creator in the frame itself. Photos sent to our server for rendering are deleted within
        24 hours by default, and share pages expire after {LIMITS.sharedDpDays} days. Keep your own copy of anything you want to keep. Our{" "}
        <Link to="/privacy">privacy policy</Link> explains what we store.
      </p>
    ),
  },
  {
    id: "availability",
    title: "Availability and liability",
    body: (
      <p>
        We work to keep {PRODUCT_NAME} running and your Twends safe, but the service is provided as it is, without warranties. To the extent the law allows, we are not
        liable for indirect losses, lost profits or lost data, or for how other people use the pictures and links you share. Nothing in these terms limits liability that
        cannot be limited by law.
      </p>
    ),
  },
  {
    id: "ending",
    title: "Ending your use",
    body: (
      <p>
        You can stop using {PRODUCT_NAME} at any time and delete your Twends from your dashboard. We may end these terms for an account that seriously or repeatedly
        breaks them. Sections that by their nature should survive, such as liability, continue to apply.
      </p>
    ),
  },
  {
    id: "contact",
    title: "Changes and contact",
    body: (
      <p>
        When these terms change, the date at the top changes with them; continuing to use the service means you accept the new version. Legal questions go to{" "}
        <a href={`mailto:${email}`}>{email}</a>, and we reply {replyTime}. For everything else, use the <Link to="/contact">contact page</Link>.
      </p>
    ),
  },
];

export default function TermsPage() {
  return (
    <LegalPage
      title="Terms of service"
      summary="The rules for creating, sharing and using Twends: what you can expect from us, and what we expect from you."
      sections={SECTIONS}
    />
  );
}
