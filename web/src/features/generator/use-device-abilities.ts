import { useSyncExternalStore } from "react";
import { readDeviceAbilities, type DeviceAbilities } from "./device.ts";

/** What a page rendered on the server assumes until it runs in the browser: nothing beyond drawing. */
const SERVER_DEVICE: DeviceAbilities = { mobile: false, maybeInAppBrowser: false, canCopyImage: false };

let read: DeviceAbilities | null = null;
const current = () => (read ??= readDeviceAbilities());
// The browser's abilities do not change while the page is open.
const subscribe = () => () => undefined;

/** This browser's abilities, read once per page; a server-rendered page hydrates with SERVER_DEVICE first. */
export function useDeviceAbilities(): DeviceAbilities {
  return useSyncExternalStore(subscribe, current, () => SERVER_DEVICE);
}
