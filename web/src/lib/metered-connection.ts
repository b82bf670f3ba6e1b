/** The parts of the Network Information API read here; browsers without it (Safari, Firefox) have no `navigator.connection`. */
interface ConnectionHints {
  saveData?: boolean;
  effectiveType?: string;
}

/** Connections slow enough that an optional download is felt as much as its price. */
const SLOW_CONNECTIONS = new Set(["slow-2g", "2g", "3g"]);

function connectionOf(from: Navigator): ConnectionHints | undefined {
  return (from as Navigator & { connection?: ConnectionHints }).connection;
}

/** The visitor asked their browser to save data (Save-Data, Lite mode). */
export function savesData(from: Navigator = navigator): boolean {
  return connectionOf(from)?.saveData === true;
}

/**
 * The visitor saves data or is on a 2G or 3G connection, often prepaid: what the page can do
 * without (a face detector, a full-size copy for offline use) waits until they ask for it.
 */
export function isMeteredConnection(from: Navigator = navigator): boolean {
  const connection = connectionOf(from);
  return connection?.saveData === true || SLOW_CONNECTIONS.has(connection?.effectiveType ?? "");
}
