import { msg } from "@lingui/core/macro";
import { useLingui } from "@lingui/react/macro";
import { dpFileName } from "@twend/composition";
import { useCallback } from "react";
import type { CopyStatus } from "../share/copy-status.ts";
import { useCopyAction } from "../share/use-copy-action.ts";
import type { DeviceAbilities } from "./device.ts";
import { pngFile } from "./save-file.ts";
import { nativeShareText, type ShareContent } from "./share-links.ts";
import type { GenerationReport } from "./generation-report.ts";

/** Whether the system share sheet can take the PNG itself. */
function canShareFile(file: File): boolean {
  try {
    return typeof navigator.canShare === "function" && navigator.canShare({ files: [file] });
  } catch {
    return false;
  }
}

export interface ResultActions {
  /** The Download link's file name; the link itself holds the PNG. */
  fileName: string;
  /** Opens the system share sheet with the PNG; false when it cannot, so the caller shows the share dialog. */
  shareNative: () => Promise<boolean>;
  copyImage: () => Promise<void>;
  copyStatus: CopyStatus;
}

/** Share and copy for a finished DP, each reported to the server. */
export function useResultActions(png: Blob, name: string, title: string, content: ShareContent, device: DeviceAbilities, report: GenerationReport): ResultActions {
  const { i18n } = useLingui();
  const dp = i18n._(msg({ comment: "The fixed word closing the downloaded image's file name: Ada_Vote_DP.png", message: "DP" }));
  // dpFileName ends every name with the spec's '_DP.png'; the name and title before it stay as they are. Not memoised:
  // a language chosen later changes the same i18n instance, which no memo would notice.
  const fileName = dpFileName(name, title).replace(/_DP\.png$/u, `_${dp}.png`);
  const { status: copyStatus, run: runCopy } = useCopyAction();

  const shareNative = useCallback(async () => {
    const file = pngFile(png, fileName);
    if (!device.mobile || !canShareFile(file)) return false;
    try {
      await navigator.share({ files: [file], title, text: nativeShareText(content) });
      report.shared();
    } catch (error) {
      // Closing the share sheet is the visitor's choice, not a failure.
      if (!(error instanceof DOMException && error.name === "AbortError")) {
        console.error(error);
        return false;
      }
    }
    return true;
  }, [png, fileName, device.mobile, title, content, report]);

  const copyImage = useCallback(() => runCopy(() => navigator.clipboard.write([new ClipboardItem({ "image/png": png })])), [png, runCopy]);

  return { fileName, shareNative, copyImage, copyStatus };
}
