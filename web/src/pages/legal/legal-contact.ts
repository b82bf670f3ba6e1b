/** Where the legal pages send questions, with the reply times the spec promises (section 9). */
export const LEGAL_CONTACT = {
  privacy: { email: "privacy@twend.app", replyWithinHours: 48 },
  legal: { email: "legal@twend.app", replyWithinBusinessDays: { min: 2, max: 3 } },
} as const;

/** Youngest age at which someone may create an account (spec 001, section 9). */
export const MINIMUM_USER_AGE = 13;
