import type { I18n } from "@lingui/core";
import { msg, plural } from "@lingui/core/macro";
import type { BatchDto } from "@twend/shared";

/** Under this, the time left is too short to be worth a figure. */
const A_FEW_SECONDS = 10;
const MINUTE = 60;
const HOUR = 60 * MINUTE;

/**
 * "About 3 minutes left", from the API's estimate (the pace of the rows made so far), rounded up
 * so the figure never promises less than it takes: to 5 seconds under a minute, to the minute under
 * an hour, to the hour past it. null while there is no estimate yet (no row made).
 */
export function timeLeftText(i18n: I18n, secondsLeft: number | null): string | null {
  if (secondsLeft === null || !Number.isFinite(secondsLeft)) return null;
  if (secondsLeft <= A_FEW_SECONDS) return i18n._(msg`A few seconds left`);
  const seconds = Math.ceil(secondsLeft / 5) * 5;
  if (seconds < MINUTE) return i18n._(msg({ message: plural(seconds, { one: "About # second left", other: "About # seconds left" }) }));
  const minutes = Math.ceil(secondsLeft / MINUTE);
  if (minutes < HOUR / MINUTE) return i18n._(msg({ message: plural(minutes, { one: "About # minute left", other: "About # minutes left" }) }));
  const hours = Math.ceil(secondsLeft / HOUR);
  return i18n._(msg({ message: plural(hours, { one: "About # hour left", other: "About # hours left" }) }));
}

/** Shares of the whole batch made and failed, 0 to 100, for the two parts of its progress bar. */
export function progressShares(batch: Pick<BatchDto, "total" | "done" | "failed">): { done: number; failed: number } {
  if (batch.total <= 0) return { done: 0, failed: 0 };
  const share = (count: number) => Math.min(100, Math.max(0, (count / batch.total) * 100));
  return { done: share(batch.done), failed: Math.min(100 - share(batch.done), share(batch.failed)) };
}

/** Whether the list must be read again soon: a batch is still being made. */
export function anyRunning(batches: readonly Pick<BatchDto, "status">[] | undefined): boolean {
  return batches?.some((batch) => batch.status === "running") ?? false;
}
