import { msg } from "@lingui/core/macro";
import { Plural, Trans, useLingui } from "@lingui/react/macro";
import { LIMITS, PRODUCT_NAME } from "@twend/shared";
import { Link } from "wouter";
import { TWENDS_KEPT } from "../../service-worker/cached-requests.ts";
import { LEGAL_CONTACT, MINIMUM_USER_AGE } from "./legal-contact.ts";
import { LegalPage, type LegalSection } from "./LegalPage.tsx";

const { email, replyWithinHours } = LEGAL_CONTACT.privacy;
const mailto = `mailto:${email}`;
const sharedDpDays = LIMITS.sharedDpDays;
const twendsKept = TWENDS_KEPT;
/** The operator's setting, named as it is written: not a text to translate. */
const renderTtlSetting = "RENDER_TTL_HOURS";

const SECTIONS: readonly LegalSection[] = [
  {
    id: "overview",
    title: msg`The short version`,
    body: (
      <>
        <p>
          <Trans>
            {PRODUCT_NAME} lets creators publish display-picture frames, called Twends, and lets anyone put their own photo and name into one. We keep what is needed to
            run your account and your Twends, and as little as possible about the people who use them.
          </Trans>
        </p>
        <ul>
          <li>
            <Trans>Supporters' photos and names are combined with the frame in their own browser and are not sent to us, unless they choose to.</Trans>
          </li>
          <li>
            <Trans>Photos that reach our server are deleted within 24 hours by default.</Trans>
          </li>
          <li>
            <Trans>We use one cookie, to keep you signed in. No advertising trackers.</Trans>
          </li>
          <li>
            <Trans>We never sell personal data.</Trans>
          </li>
        </ul>
      </>
    ),
  },
  {
    id: "what-we-store",
    title: msg`What we store`,
    body: (
      <>
        <p>
          <Trans>
            <strong>Accounts.</strong> Your e-mail address, your name, an optional profile picture, and either a salted hash of your password (never the password itself)
            or the identifier Google gives us when you sign in with Google. We also record when your account was last active.
          </Trans>
        </p>
        <p>
          <Trans>
            <strong>Twends.</strong> Each Twend's title, category, short address and design: the position, shape and colours of the photo slot and the name line. Twends
            are public by nature: anyone with the link can open them.
          </Trans>
        </p>
        <p>
          <Trans>
            <strong>Uploaded backgrounds.</strong> The artwork you upload as a Twend's background is stored for as long as the Twend exists, and deleted with it.
          </Trans>
        </p>
        <p>
          <Trans>
            <strong>Counters.</strong> For each Twend we count views, generated pictures, downloads and shares, so creators can see how their campaign is doing. These are
            totals, not a record of who did what.
          </Trans>
        </p>
      </>
    ),
  },
  {
    id: "visitor-photos",
    title: msg`Visitors' photos and names`,
    body: (
      <>
        <p>
          <Trans>
            When you make a picture with a Twend, your photo and name are combined with the frame inside your browser, and they never leave your device. Your browser
            tells us only that a picture was made, with the Twend and the random identifier described under Analytics, so that the Twend's counters stay right.
          </Trans>
        </p>
        <p>
          <Trans>
            Some browsers cannot compose the picture themselves, or fail to. Our server can then make it, but only if you choose to send your photo: the page says so
            before anything is sent. The photo and name sent for that render are kept for at most the time the operator sets with <code>{renderTtlSetting}</code>, 24
            hours by default, and then deleted automatically, together with the rendered picture.
          </Trans>
        </p>
        <p>
          <Trans>
            If you choose to share your finished picture through a share page, that picture (not your photo on its own) is sent to us and stored on its own page,
            reachable only by its link, which expires after <Plural value={sharedDpDays} one="# day" other="# days" />. After that the page and the picture are deleted.
          </Trans>
        </p>
      </>
    ),
  },
  {
    id: "analytics",
    title: msg`Analytics`,
    body: (
      <p>
        <Trans>
          To count visits we store a random identifier in your browser's local storage and send it, with the path of the page you opened, when a page loads. It lets us
          count visits per session without knowing who you are. It is not linked to your account, not shared with anyone, and not used for advertising. We use no
          third-party analytics or advertising scripts.
        </Trans>
      </p>
    ),
  },
  {
    id: "offline",
    title: msg`Kept on your device for offline use`,
    body: (
      <p>
        <Trans>
          After you open a Twend, your browser keeps a copy of its page, its frame and the code that makes pictures, so the Twend still works without a connection; it
          keeps the {twendsKept} Twends you opened last. The counts of what you do offline (a view, a picture made, a download or a share) wait in your browser's local
          storage until you are back online, are then sent as described above, and removed. Your photo and name are never kept. Clearing this site's data in your browser
          removes all of it.
        </Trans>
      </p>
    ),
  },
  {
    id: "cookies",
    title: msg`Cookies`,
    body: (
      <p>
        <Trans>
          {PRODUCT_NAME} sets a single cookie: an encrypted session cookie, created when you sign in (or start signing in with Google) and removed when you sign out or it
          expires. It is strictly necessary to keep you signed in, so it needs no consent banner. Visitors who only make pictures receive no cookie at all.
        </Trans>
      </p>
    ),
  },
  {
    id: "use",
    title: msg`How we use information`,
    body: (
      <ul>
        <li>
          <Trans>To run your account, sign you in and let you reset a forgotten password by e-mail.</Trans>
        </li>
        <li>
          <Trans>To publish your Twends and show you their statistics.</Trans>
        </li>
        <li>
          <Trans>To keep the service safe: rate limits, abuse reports and removing Twends that break our terms.</Trans>
        </li>
        <li>
          <Trans>To answer you when you write to us.</Trans>
        </li>
      </ul>
    ),
  },
  {
    id: "sharing",
    title: msg`Who we share it with`,
    body: (
      <p>
        <Trans>
          Nobody, except the providers needed to run the service: hosting and storage, the e-mail provider that delivers password-reset messages, and Google when you
          choose to sign in with Google. They process data only on our instructions. We disclose information to authorities only when the law requires it.
        </Trans>
      </p>
    ),
  },
  {
    id: "retention",
    title: msg`How long we keep it`,
    body: (
      <ul>
        <li>
          <Trans>Account data: until you delete your account.</Trans>
        </li>
        <li>
          <Trans>Twends and their backgrounds: until you or an administrator delete them.</Trans>
        </li>
        <li>
          <Trans>Photos sent for a server render: at most 24 hours by default.</Trans>
        </li>
        <li>
          <Trans>
            Share pages: <Plural value={sharedDpDays} one="# day" other="# days" />.
          </Trans>
        </li>
        <li>
          <Trans>Password-reset links: one hour, and they work only once.</Trans>
        </li>
      </ul>
    ),
  },
  {
    id: "rights",
    title: msg`Your rights`,
    body: (
      <p>
        <Trans>
          You can see and correct your details on your profile, and delete your Twends from your dashboard. You may also ask us for a copy of your data, its correction or
          its deletion, or object to how we use it, by writing to{" "}
          <a href={mailto} dir="ltr">
            {email}
          </a>
          . Where you live may give you further rights, such as complaining to your data protection authority.
        </Trans>
      </p>
    ),
  },
  {
    id: "children",
    title: msg`Children`,
    body: (
      <p>
        <Trans>
          You must be at least <Plural value={MINIMUM_USER_AGE} one="# year" other="# years" /> old to create an account. If you believe a child under {MINIMUM_USER_AGE}{" "}
          has given us personal data, tell us and we will delete it.
        </Trans>
      </p>
    ),
  },
  {
    id: "security",
    title: msg`Security`,
    body: (
      <p>
        <Trans>
          Connections are encrypted, passwords are stored only as strong hashes, session cookies are encrypted and unreadable to scripts, and uploaded images are checked
          before they are processed. No system is perfectly secure; if we learn of a breach that affects you, we will tell you.
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
          When this policy changes, the date at the top changes with it. Questions about privacy go to{" "}
          <a href={mailto} dir="ltr">
            {email}
          </a>
          ; we answer privacy inquiries within <Plural value={replyWithinHours} one="# hour" other="# hours" />. For anything else, use the{" "}
          <Link to="/contact">contact page</Link>.
        </Trans>
      </p>
    ),
  },
];

export default function PrivacyPage() {
  const { t } = useLingui();
  return (
    <LegalPage
      title={t`Privacy policy`}
      summary={t`What Twend stores, why, for how long, and the choices you have. Written to be read, not skimmed past.`}
      sections={SECTIONS}
    />
  );
}
