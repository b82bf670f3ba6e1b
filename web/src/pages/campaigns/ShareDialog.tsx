import { useLingui } from "@lingui/react/macro";
import { Dialog } from "../../components/ui/Dialog.tsx";
import { FacebookLogo, InstagramLogo, WhatsAppLogo, XLogo } from "./BrandIcons.tsx";
import { buttonClasses } from "../../components/ui/button-classes.ts";
import { INSTAGRAM_ALERT, facebookShareUrl, twitterShareUrl, whatsappShareUrl, type ShareContent } from "../../features/generator/share-links.ts";

interface ShareDialogProps {
  content: ShareContent;
  onShared: () => void;
  onClose: () => void;
}

/** Twitter, Facebook, WhatsApp and Instagram (which can only be told to post the download). */
export function ShareDialog({ content, onShared, onClose }: ShareDialogProps) {
  const { i18n, t } = useLingui();
  const links = [
    { label: "Twitter", href: twitterShareUrl(content), icon: XLogo },
    { label: "Facebook", href: facebookShareUrl(content), icon: FacebookLogo },
    { label: "WhatsApp", href: whatsappShareUrl(content), icon: WhatsAppLogo },
  ] as const;
  return (
    <Dialog title={t`Share on Social Media`} description={t`Post your new DP with its link, so friends can make theirs.`} onClose={onClose}>
      {() => (
        <div className="mt-5 grid grid-cols-2 gap-3">
          {links.map((link, index) => (
            <a
              key={link.label}
              href={link.href}
              target="_blank"
              rel="noopener noreferrer"
              onClick={onShared}
              data-autofocus={index === 0 ? true : undefined}
              className={buttonClasses("secondary", "md", "w-full")}
            >
              <link.icon className="size-4" />
              {link.label}
            </a>
          ))}
          <button type="button" onClick={() => window.alert(i18n._(INSTAGRAM_ALERT))} className={buttonClasses("secondary", "md", "w-full")}>
            <InstagramLogo className="size-4" />
            Instagram
          </button>
        </div>
      )}
    </Dialog>
  );
}
