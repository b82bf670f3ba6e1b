import type { PublicCampaign } from "@twend/shared";
import { clsx } from "clsx";
import { ImageOff } from "lucide-react";
import { useState } from "react";

/** The Twend's background at its own aspect ratio (known from the server when it measured the upload). */
export function CampaignArtwork({ campaign }: { campaign: PublicCampaign }) {
  const [failed, setFailed] = useState(false);
  const width = campaign.background_width;
  const height = campaign.background_height;
  const hasSize = width !== null && height !== null && width > 0 && height > 0;
  const alt = `Background design of the “${campaign.title}” Twend`;

  return (
    <div className="overflow-hidden rounded-3xl bg-slate-100 shadow-xl shadow-brand-900/10 ring-1 ring-slate-900/5">
      {failed ? (
        <div role="img" aria-label={alt} className="grid aspect-square place-items-center text-slate-400">
          <ImageOff aria-hidden="true" className="size-10" />
        </div>
      ) : (
        <img
          src={campaign.background_image_url}
          alt={alt}
          width={hasSize ? width : 500}
          height={hasSize ? height : 500}
          decoding="async"
          fetchPriority="high"
          onError={() => setFailed(true)}
          className={clsx("block w-full", hasSize ? "h-auto" : "aspect-square object-contain")}
        />
      )}
    </div>
  );
}
