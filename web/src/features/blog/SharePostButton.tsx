import { useLingui } from "@lingui/react/macro";
import Check from "lucide-react/icons/check";
import Share2 from "lucide-react/icons/share-2";
import TriangleAlert from "lucide-react/icons/triangle-exclamation-point";
import { Button } from "../../components/ui/Button.tsx";
import { useCopyLink } from "../share/use-copy-link.ts";

interface SharePostButtonProps {
  title: string;
  text: string;
  url: string;
}

function canUseShareSheet(): boolean {
  return typeof navigator.share === "function";
}

/** The phone's share sheet where there is one; elsewhere the link is copied and the button says so for 2 s. */
export function SharePostButton({ title, text, url }: SharePostButtonProps) {
  const { t } = useLingui();
  const { status, copy } = useCopyLink();

  const share = async () => {
    if (canUseShareSheet()) {
      try {
        await navigator.share({ title, text, url });
        return;
      } catch (error) {
        // Closing the sheet is the reader's choice; any other refusal falls back to copying.
        if (error instanceof DOMException && error.name === "AbortError") return;
      }
    }
    await copy(url);
  };

  return (
    <>
      <Button variant="secondary" size="sm" onClick={() => void share()}>
        {status === "copied" ? (
          <Check aria-hidden="true" className="size-4 text-emerald-600" />
        ) : status === "failed" ? (
          <TriangleAlert aria-hidden="true" className="size-4 text-rose-600" />
        ) : (
          <Share2 aria-hidden="true" className="size-4" />
        )}
        {status === "copied" ? t`Link copied` : status === "failed" ? t`Couldn't copy` : t`Share`}
      </Button>
      <span role="status" className="sr-only">
        {status === "copied" ? t`Link copied to the clipboard` : status === "failed" ? t`The link could not be copied` : ""}
      </span>
    </>
  );
}
