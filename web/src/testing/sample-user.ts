/** A user as the account calls answer one, for tests of the auth layer's parsing. */
export const sampleUser = {
  id: "3f0c8d2e-8d7a-4a51-9d7b-1c2b3a4d5e6f",
  email: "ada@example.com",
  first_name: "Ada",
  last_name: "Lovelace",
  created_at: "2025-01-02T03:04:05.000Z",
  last_signed_in_at: null,
  google_sub: null,
  google_user_data: null,
};
