import { inAppBrowserName, isMobileDevice } from "./in-app-browser.ts";

/** What this browser can do with the finished image, read once per page. */
export interface DeviceAbilities {
  mobile: boolean;
  inAppBrowser: string | null;
  canCopyImage: boolean;
}

export function readDeviceAbilities(): DeviceAbilities {
  const mobile = isMobileDevice(navigator.userAgent, navigator.maxTouchPoints);
  return {
    mobile,
    inAppBrowser: inAppBrowserName(navigator.userAgent),
    // Phones long-press or share instead; copying an image is a desktop habit.
    canCopyImage: !mobile && typeof ClipboardItem !== "undefined" && typeof navigator.clipboard?.write === "function",
  };
}

/** Whether this page can draw on a 2D canvas at all; without it only the server can make the image. */
export function canDrawOnPage(): boolean {
  try {
    return typeof createImageBitmap === "function" && document.createElement("canvas").getContext("2d") !== null;
  } catch {
    return false;
  }
}

/** Whether the system share sheet can take the PNG itself. */
export function canShareFile(file: File): boolean {
  try {
    return typeof navigator.canShare === "function" && navigator.canShare({ files: [file] });
  } catch {
    return false;
  }
}
