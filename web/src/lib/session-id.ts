const STORAGE_KEY = "session_id";

// Mirrors the API's session id rule (letters, digits, '-' and '_', 8 to 64 long) so a
// tampered stored value is replaced instead of being rejected by every call.
const VALID_SESSION_ID = /^[A-Za-z0-9_-]{8,64}$/;

/** Kept for the page's lifetime when storage is blocked, so one visit still has one id. */
let memorySessionId: string | null = null;

function randomId(): string {
  // randomUUID only exists in secure contexts; a plain-http LAN address still needs an id.
  if (typeof crypto.randomUUID === "function") return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, "0")).join("");
}

function readStored(): string | null {
  try {
    return localStorage.getItem(STORAGE_KEY);
  } catch {
    return null;
  }
}

function store(id: string): void {
  try {
    localStorage.setItem(STORAGE_KEY, id);
  } catch {
    // Storage can be disabled or full (private mode); the in-memory id still serves this page.
  }
}

/** The visitor's anonymous session id, created on first use. */
export function getSessionId(): string {
  const stored = readStored();
  if (stored !== null && VALID_SESSION_ID.test(stored)) return stored;
  if (memorySessionId === null) memorySessionId = randomId();
  store(memorySessionId);
  return memorySessionId;
}
