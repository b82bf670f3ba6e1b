import type { HTTPMethods } from "fastify";

/** Every call of the two spec documents' call tables, as written there. */
export const SPEC_CALLS = `
GET /api/users/me
GET /api/logout
GET /api/oauth/google/redirect_url
POST /api/sessions
GET /api/auth/me
POST /api/auth/login
POST /api/auth/register
POST /api/track-visit
GET /api/campaigns/trending
GET /api/campaigns/recent
GET /api/campaigns/all
GET /api/campaigns/{shortId}
POST /api/generate-dp
POST /api/track-action
POST /api/campaigns
PUT /api/campaigns/{id}
GET /api/user/campaigns
GET /api/user/stats
DELETE /api/user/campaigns/{id}
GET /api/user/profile
POST /api/user/profile
GET /api/admin/check-status
GET /api/admin/metrics
GET /api/admin/daily-stats
GET /api/admin/campaigns
DELETE /api/admin/campaigns/{id}
PUT /api/admin/campaigns/{id}
GET /api/admin/users
PUT /api/admin/users/{user_id}/status
GET /api/admin/blog/posts
DELETE /api/admin/blog/posts/{id}
PUT /api/admin/blog/posts/{id}
GET /api/admin/blog/posts/{id}
POST /api/admin/blog/posts
POST /api/contact/submit
GET /api/blog/posts
GET /api/blog/featured
GET /api/blog/posts/{slug}
GET /api/blog/posts/{slug}/related
POST /api/blog/posts/{slug}/view
POST /api/newsletter/subscribe
POST /api/auth/forgot-password
POST /api/auth/reset-password
`
  .trim()
  .split("\n")
  .map((line) => {
    const [method, path] = line.split(" ") as [HTTPMethods, string];
    return { method, url: path.replace(/\{(\w+)\}/g, ":$1") };
  });
