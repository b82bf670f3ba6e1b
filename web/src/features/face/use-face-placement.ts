import type { PublicCampaign } from "@twend/shared";
import { type Dispatch, useEffect, useLayoutEffect, useRef } from "react";
import type { GeneratorAction, PickedPhoto } from "../generator/generator-state.ts";
import { newPhotoDrawn, previewPhotoDecoded } from "../generator/new-photo-drawing.ts";
import type { Precompose } from "../generator/use-precompose.ts";
import type { TwendBackground } from "../generator/use-twend-background.ts";
import { DETECTION_SIZE } from "./face-request.ts";

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
      .then(() => import("./face-transform.ts"))
      .then(({ faceTransform }) => {
        // A photo replaced meanwhile is not searched.
        if (!current) return null;
        const decoded = new MessageChannel();
        thumbnail(photo.file, DETECTION_SIZE, decoded.port1);
        return faceTransform(photo.file, decoded.port2, latest.current.campaign, latest.current.background);
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
