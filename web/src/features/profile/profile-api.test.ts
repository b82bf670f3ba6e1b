import { describe, expect, it } from "vitest";
import { fakeFetch, jsonResponse } from "../../testing/fake-fetch.ts";
import { fetchProfile, saveProfile } from "./profile-api.ts";

const profile = { display_name: "Grace", bio: null, website: "https://example.com", notifications: true, public_profile: false };

describe("profile API", () => {
  it("loads the profile from its envelope", async () => {
    const fetch = fakeFetch(() => jsonResponse(200, { success: true, data: profile }));
    await expect(fetchProfile(fetch)).resolves.toEqual(profile);
    expect(fetch.calls[0]).toMatchObject({ path: "/api/user/profile", method: "GET" });
  });

  it("posts every field and returns the saved profile", async () => {
    const fetch = fakeFetch(() => jsonResponse(200, { success: true, data: { ...profile, bio: "Compilers" } }));
    await expect(saveProfile(fetch, { ...profile, bio: "Compilers" })).resolves.toMatchObject({ bio: "Compilers" });
    expect(fetch.calls[0]).toMatchObject({ method: "POST", json: { ...profile, bio: "Compilers" } });
  });

  it("rejects a failed call, keeping the server's reason", async () => {
    const fetch = fakeFetch(() => jsonResponse(400, { success: false, error: "Website must be a URL starting with http:// or https://" }));
    await expect(saveProfile(fetch, profile)).rejects.toMatchObject({
      status: 400,
      serverMessage: "Website must be a URL starting with http:// or https://",
    });
  });
});
