import { describe, expect, it } from "vitest";
import { emailLocalPart, parseCurrentUser, userDisplayName } from "./current-user.ts";
import { sampleUser } from "../../testing/sample-user.ts";

const apiUser = sampleUser;

describe("parseCurrentUser", () => {
  it("reads a bare user, as account.me holds it", () => {
    expect(parseCurrentUser(apiUser)).toEqual(apiUser);
  });

  it("unwraps the { success, data } envelope of login and registration and keeps Google data", () => {
    const google = { name: "Ada L.", picture: "https://example.com/a.png", email_verified: true };
    const parsed = parseCurrentUser({ success: true, data: { ...apiUser, id: 7, google_sub: "g-1", google_user_data: google } });
    expect(parsed).toMatchObject({ id: "7", google_sub: "g-1", google_user_data: google });
  });

  it("treats anything without an id and e-mail as no user", () => {
    expect(parseCurrentUser(null)).toBeNull();
    expect(parseCurrentUser({ success: false, error: "This endpoint is not available yet" })).toBeNull();
    expect(parseCurrentUser({ id: "u_1" })).toBeNull();
    expect(parseCurrentUser({ id: "u_1", email: "" })).toBeNull();
  });
});

describe("userDisplayName", () => {
  const user = parseCurrentUser(apiUser)!;

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
