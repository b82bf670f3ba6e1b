import { describe, expect, it } from "vitest";
import { sampleUser } from "../../testing/sample-user.ts";
import { emailLocalPart, userDisplayName } from "./current-user.ts";

const user = { ...sampleUser, updated_at: sampleUser.created_at };

describe("userDisplayName", () => {
  it("prefers the Google name, then the registered name, then the address's local part", () => {
    expect(userDisplayName({ ...user, google_user_data: { name: "Ada G.", picture: null, email_verified: true } })).toBe("Ada G.");
    expect(userDisplayName(user)).toBe("Ada Lovelace");
    expect(userDisplayName({ ...user, first_name: null, last_name: null })).toBe("ada");
  });
});

describe("emailLocalPart", () => {
  it("keeps what comes before the at sign", () => {
    expect(emailLocalPart("grace.hopper@example.com")).toBe("grace.hopper");
    expect(emailLocalPart("no-at-sign")).toBe("no-at-sign");
  });
});
