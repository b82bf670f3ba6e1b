import type { PublicCampaign } from "@twend/shared";
import { type Dispatch, useEffect, useLayoutEffect, useRef } from "react";
import type { GeneratorAction, PickedPhoto, TwendBackground } from "./generator-state.ts";
import { newPhotoDrawn, previewPhotoDecoded } from "./new-photo-drawing.ts";
import { twendPhotoWindow } from "./photo-window.ts";
import type { Precompose } from "./use-precompose.ts";

/**
 * Looks for the face in each photo the visitor picks and reports where it places the photo, or
 * that it found none ("faceSearched"); the reducer applies it only while the visitor has not placed the photo
 * themselves. The detector starts once the photo's first full-size drawing is done, so a Generate
 * clicked at once never waits for it or shares the device's cores with it, and it gets the photo
 * as the compose worker decoded it for that drawing (`thumbnail`) rather than decoding it again.
 */
export function useFacePlacement(
  campaign: PublicCampaign,
  background: TwendBackground,
  photo: PickedPhoto | null,
  thumbnail: Precompose["thumbnail"],
  dispatch: Dispatch<GeneratorAction>,
): void {
  // Read when the face is found, not when the photo is picked: the design may have arrived in between.
  const latest = useRef({ campaign, background });
  useLayoutEffect(() => {
    latest.current = { campaign, background };
  });
  useEffect(() => {
    if (!photo) return;
    let current = true;
    newPhotoDrawn()
      .then(previewPhotoDecoded)
      .then(() => import("../face/face-transform.ts"))
      .then(({ faceTransform }) => {
        // A photo replaced meanwhile is not searched.
        if (!current) return null;
        const { campaign: twend, background: design } = latest.current;
        const frame = twend.frame_mode === "overlay" && design.status === "ready" ? design.image : null;
        return faceTransform({
          photo: photo.file,
          decodedCopy: (width, port) => thumbnail(photo.file, width, port),
          window: twendPhotoWindow(twend, design),
          frame,
        });
      })
      .catch((error: unknown) => {
        console.warn("Face placement is unavailable:", error);
        return null;
      })
      .then((transform) => {
        if (current) dispatch({ type: "faceSearched", photoId: photo.id, transform });
      });
    return () => {
      current = false;
    };
  }, [photo, thumbnail, dispatch]);
}
