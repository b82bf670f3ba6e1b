import { lazy } from "react";
import { Route, Routes } from "react-router";
import { SiteLayout } from "../components/layout/SiteLayout.tsx";
import { HomePage } from "../pages/home/HomePage.tsx";
import type { ComingSoonPageId } from "../pages/placeholders/coming-soon-pages.ts";

// Only the home page ships in the entry bundle; every other screen loads on demand.
const CampaignPage = lazy(() => import("../pages/campaigns/CampaignPage.tsx"));
const ComingSoonPage = lazy(() => import("../pages/placeholders/ComingSoonPage.tsx"));
const NotFoundPage = lazy(() => import("../pages/errors/NotFoundPage.tsx"));

/** The spec's route table (spec 001, section 2.1), minus / and /campaign/:shortId which have real screens. */
const COMING_SOON_ROUTES: ReadonlyArray<{ path: string; page: ComingSoonPageId }> = [
  { path: "/auth/callback", page: "authCallback" },
  { path: "/auth", page: "auth" },
  { path: "/signin", page: "signin" },
  { path: "/demo", page: "demo" },
  { path: "/forgot-password", page: "forgotPassword" },
  { path: "/reset-password", page: "resetPassword" },
  { path: "/profile", page: "profile" },
  { path: "/create", page: "create" },
  { path: "/edit/:id", page: "edit" },
  { path: "/dashboard", page: "dashboard" },
  { path: "/roadmap", page: "roadmap" },
  { path: "/browse", page: "browse" },
  { path: "/privacy", page: "privacy" },
  { path: "/terms", page: "terms" },
  { path: "/about", page: "about" },
  { path: "/contact", page: "contact" },
  { path: "/help", page: "help" },
  { path: "/blog", page: "blog" },
  { path: "/blog/:slug", page: "blogPost" },
  { path: "/admin/login", page: "adminLogin" },
  { path: "/admin/dashboard", page: "adminDashboard" },
  { path: "/admin/campaigns", page: "adminCampaigns" },
  { path: "/admin/blog", page: "adminBlog" },
  { path: "/admin/blog/create", page: "adminBlogCreate" },
  { path: "/admin/blog/edit/:id", page: "adminBlogEdit" },
  { path: "/admin/users", page: "adminUsers" },
  { path: "/admin/analytics", page: "adminAnalytics" },
];

export function AppRoutes() {
  return (
    <Routes>
      <Route element={<SiteLayout />}>
        <Route index element={<HomePage />} />
        <Route path="/campaign/:shortId" element={<CampaignPage />} />
        {COMING_SOON_ROUTES.map(({ path, page }) => (
          <Route key={path} path={path} element={<ComingSoonPage page={page} />} />
        ))}
        <Route path="*" element={<NotFoundPage />} />
      </Route>
    </Routes>
  );
}
