/** Session ids come from crypto.randomUUID() (web/src/lib/session-id.ts): the bare server knows them by this shape. */
export const SESSION_ID_SHAPE = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/;

/** Where a session id stood in a recorded URL. */
export const SESSION_PLACEHOLDER = "{session}";
