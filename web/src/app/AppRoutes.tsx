import { lazy } from "react";
import { Route, Routes } from "react-router";
import { SiteLayout } from "../components/layout/SiteLayout.tsx";
import { RequireAuth } from "../features/auth/RequireAuth.tsx";
import { HomePage } from "../pages/home/HomePage.tsx";
import type { ComingSoonPageId } from "../pages/placeholders/coming-soon-pages.ts";
import { ProfileSkeleton } from "../pages/profile/ProfileSkeleton.tsx";
import { StudioSkeleton } from "../pages/studio/StudioSkeleton.tsx";
import { DashboardSkeleton } from "../pages/dashboard/DashboardSkeleton.tsx";
import { TwendStatsSkeleton } from "../pages/twend-stats/TwendStatsSkeleton.tsx";

// Only the home page ships in the entry bundle; every other screen loads on demand.
const CampaignPage = lazy(() => import("../pages/campaigns/CampaignPage.tsx"));
const SharedDpPage = lazy(() => import("../pages/shared-dp/SharedDpPage.tsx"));
const AuthPage = lazy(() => import("../pages/auth/AuthPage.tsx"));
const AuthCallbackPage = lazy(() => import("../pages/auth/AuthCallbackPage.tsx"));
const SignInPage = lazy(() => import("../pages/auth/SignInPage.tsx"));
const ForgotPasswordPage = lazy(() => import("../pages/auth/ForgotPasswordPage.tsx"));
const ResetPasswordPage = lazy(() => import("../pages/auth/ResetPasswordPage.tsx"));
const ProfilePage = lazy(() => import("../pages/profile/ProfilePage.tsx"));
const DashboardPage = lazy(() => import("../pages/dashboard/DashboardPage.tsx"));
// Its own chunk: the charting library loads only when a creator opens a Twend's analytics.
const TwendStatsPage = lazy(() => import("../pages/twend-stats/TwendStatsPage.tsx"));
const CreatePage = lazy(() => import("../pages/studio/CreatePage.tsx"));
const EditPage = lazy(() => import("../pages/studio/EditPage.tsx"));
const ComingSoonPage = lazy(() => import("../pages/placeholders/ComingSoonPage.tsx"));
const NotFoundPage = lazy(() => import("../pages/errors/NotFoundPage.tsx"));

/** Routes of the spec's table (spec 001, section 2.1) whose screens are not built yet. */
const COMING_SOON_ROUTES: ReadonlyArray<{ path: string; page: ComingSoonPageId }> = [
  { path: "/demo", page: "demo" },
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
        <Route path="/d/:id" element={<SharedDpPage />} />
        <Route path="/auth" element={<AuthPage />} />
        <Route path="/auth/callback" element={<AuthCallbackPage />} />
        <Route path="/signin" element={<SignInPage />} />
        <Route path="/forgot-password" element={<ForgotPasswordPage />} />
        <Route path="/reset-password" element={<ResetPasswordPage />} />
        <Route
          path="/profile"
          element={
            <RequireAuth signedOutTo="/auth" fallback={<ProfileSkeleton />}>
              <ProfilePage />
            </RequireAuth>
          }
        />
        <Route
          path="/dashboard"
          element={
            <RequireAuth fallback={<DashboardSkeleton />}>
              <DashboardPage />
            </RequireAuth>
          }
        />
        <Route
          path="/dashboard/twends/:id/stats"
          element={
            <RequireAuth fallback={<TwendStatsSkeleton />}>
              <TwendStatsPage />
            </RequireAuth>
          }
        />
        <Route
          path="/create"
          element={
            <RequireAuth fallback={<StudioSkeleton />}>
              <CreatePage />
            </RequireAuth>
          }
        />
        <Route
          path="/edit/:id"
          element={
            <RequireAuth fallback={<StudioSkeleton />}>
              <EditPage />
            </RequireAuth>
          }
        />
        {COMING_SOON_ROUTES.map(({ path, page }) => (
          <Route key={path} path={path} element={<ComingSoonPage page={page} />} />
        ))}
        <Route path="*" element={<NotFoundPage />} />
      </Route>
    </Routes>
  );
}
