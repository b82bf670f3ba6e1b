import { describe, expect, it } from "vitest";
import { parseCurrentUser } from "./current-user.ts";

describe("parseCurrentUser", () => {
  it("reads a bare user", () => {
    expect(parseCurrentUser({ id: "u_1", email: "ada@example.com" })).toEqual({
      id: "u_1",
      email: "ada@example.com",
      name: null,
      picture: null,
    });
  });

  it("unwraps the API envelope and takes Google profile data", () => {
    const body = {
      success: true,
      data: { id: 7, email: "ada@example.com", google_user_data: { name: "Ada", picture: "/media/a.png" } },
    };
    expect(parseCurrentUser(body)).toEqual({ id: "7", email: "ada@example.com", name: "Ada", picture: "/media/a.png" });
  });

  it("treats anything without an id and e-mail as no user", () => {
    expect(parseCurrentUser(null)).toBeNull();
    expect(parseCurrentUser({ success: false, error: "This endpoint is not available yet" })).toBeNull();
    expect(parseCurrentUser({ id: "u_1" })).toBeNull();
  });
});
