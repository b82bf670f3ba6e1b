import { Suspense } from "react";
import { Navigate, Route, Routes } from "react-router";
import { SiteLayout } from "../components/layout/SiteLayout.tsx";
import { StandaloneLayout } from "../components/layout/StandaloneLayout.tsx";
import { ensureCatalog } from "../i18n/client-i18n.ts";
import { lazyAppPage } from "../i18n/lazy-app-page.ts";
import { lazyWithPreload } from "../lib/lazy-with-preload.tsx";
import { CampaignPageSkeleton } from "../pages/campaigns/CampaignPageSkeleton.tsx";

// The entry chunk holds only the router shell; every screen, the home page included, loads on demand,
// so a visitor opening a shared Twend link downloads none of the other pages.
// The two pages the server renders render at once once their code is in, so they hydrate in one go.
const homePage = lazyWithPreload(() => Promise.all([import("../pages/home/HomePage.tsx"), ensureCatalog("home")]).then(([page]) => page));
const campaignPage = lazyWithPreload(() => import("../pages/campaigns/CampaignPage.tsx"));
export const loadHomePage = homePage.preload;
export const loadCampaignPage = campaignPage.preload;
const HomePage = homePage.Component;
const CampaignPage = campaignPage.Component;
const BrowsePage = lazyAppPage(() => import("../pages/browse/BrowsePage.tsx"));
const SharedDpPage = lazyAppPage(() => import("../pages/shared-dp/SharedDpPage.tsx"));
const AuthPage = lazyAppPage(() => import("../pages/auth/AuthPage.tsx"));
const AuthCallbackPage = lazyAppPage(() => import("../pages/auth/AuthCallbackPage.tsx"));
const SignInPage = lazyAppPage(() => import("../pages/auth/SignInPage.tsx"));
const ForgotPasswordPage = lazyAppPage(() => import("../pages/auth/ForgotPasswordPage.tsx"));
const ResetPasswordPage = lazyAppPage(() => import("../pages/auth/ResetPasswordPage.tsx"));
// Signed-in screens: each route module brings its guard's page-shaped skeleton, then loads the page itself.
const ProfileRoute = lazyAppPage(() => import("../pages/profile/ProfileRoute.tsx"));
const DashboardRoute = lazyAppPage(() => import("../pages/dashboard/DashboardRoute.tsx"));
const TwendStatsRoute = lazyAppPage(() => import("../pages/twend-stats/TwendStatsRoute.tsx"));
const BatchRoute = lazyAppPage(() => import("../pages/batches/BatchRoute.tsx"));
const StudioRoute = lazyAppPage(() => import("../pages/studio/StudioRoute.tsx"));
// Admin screens: each brings its own header and the admin gate (pages/admin/AdminShell.tsx).
const AdminLoginPage = lazyAppPage(() => import("../pages/admin/AdminLoginPage.tsx"));
const AdminDashboardPage = lazyAppPage(() => import("../pages/admin/dashboard/AdminDashboardPage.tsx"));
const AdminAnalyticsPage = lazyAppPage(() => import("../pages/admin/analytics/AdminAnalyticsPage.tsx"));
const AdminCampaignsPage = lazyAppPage(() => import("../pages/admin/campaigns/AdminCampaignsPage.tsx"));
const AdminUsersPage = lazyAppPage(() => import("../pages/admin/users/AdminUsersPage.tsx"));
const AdminBlogPage = lazyAppPage(() => import("../pages/admin/blog/AdminBlogPage.tsx"));
const AdminBlogEditorPage = lazyAppPage(() => import("../pages/admin/blog/AdminBlogEditorPage.tsx"));
const AboutPage = lazyAppPage(() => import("../pages/about/AboutPage.tsx"));
const PrivacyPage = lazyAppPage(() => import("../pages/legal/PrivacyPage.tsx"));
const TermsPage = lazyAppPage(() => import("../pages/legal/TermsPage.tsx"));
const RoadmapPage = lazyAppPage(() => import("../pages/roadmap/RoadmapPage.tsx"));
const DemoPage = lazyAppPage(() => import("../pages/demo/DemoPage.tsx"));
const BlogPage = lazyAppPage(() => import("../pages/blog/BlogPage.tsx"));
const BlogPostPage = lazyAppPage(() => import("../pages/blog/BlogPostPage.tsx"));
const HelpPage = lazyAppPage(() => import("../pages/help/HelpPage.tsx"));
const ContactPage = lazyAppPage(() => import("../pages/contact/ContactPage.tsx"));
const NotFoundPage = lazyAppPage(() => import("../pages/errors/NotFoundPage.tsx"));

export function AppRoutes() {
  return (
    <Routes>
      <Route element={<StandaloneLayout />}>
        <Route path="/admin" element={<Navigate to="/admin/dashboard" replace />} />
        <Route path="/admin/login" element={<AdminLoginPage />} />
        <Route path="/admin/dashboard" element={<AdminDashboardPage />} />
        <Route path="/admin/analytics" element={<AdminAnalyticsPage />} />
        <Route path="/admin/campaigns" element={<AdminCampaignsPage />} />
        <Route path="/admin/users" element={<AdminUsersPage />} />
        <Route path="/admin/blog" element={<AdminBlogPage />} />
        <Route path="/admin/blog/create" element={<AdminBlogEditorPage />} />
        <Route path="/admin/blog/edit/:id" element={<AdminBlogEditorPage />} />
      </Route>
      <Route element={<SiteLayout />}>
        <Route index element={<HomePage />} />
        <Route
          path="/campaign/:shortId"
          element={
            // The page shows this same skeleton while its Twend loads, so nothing moves when the code arrives.
            <Suspense fallback={<CampaignPageSkeleton />}>
              <CampaignPage />
            </Suspense>
          }
        />
        <Route path="/browse" element={<BrowsePage />} />
        <Route path="/d/:id" element={<SharedDpPage />} />
        <Route path="/auth" element={<AuthPage />} />
        <Route path="/auth/callback" element={<AuthCallbackPage />} />
        <Route path="/signin" element={<SignInPage />} />
        <Route path="/forgot-password" element={<ForgotPasswordPage />} />
        <Route path="/reset-password" element={<ResetPasswordPage />} />
        <Route path="/profile" element={<ProfileRoute />} />
        <Route path="/dashboard" element={<DashboardRoute />} />
        <Route path="/dashboard/twends/:id/stats" element={<TwendStatsRoute />} />
        <Route path="/dashboard/twends/:id/batch" element={<BatchRoute />} />
        <Route path="/create" element={<StudioRoute page="create" />} />
        <Route path="/edit/:id" element={<StudioRoute page="edit" />} />
        <Route path="/about" element={<AboutPage />} />
        <Route path="/privacy" element={<PrivacyPage />} />
        <Route path="/terms" element={<TermsPage />} />
        <Route path="/roadmap" element={<RoadmapPage />} />
        <Route path="/demo" element={<DemoPage />} />
        <Route path="/blog" element={<BlogPage />} />
        <Route path="/blog/:slug" element={<BlogPostPage />} />
        <Route path="/help" element={<HelpPage />} />
        <Route path="/contact" element={<ContactPage />} />
        <Route path="*" element={<NotFoundPage />} />
      </Route>
    </Routes>
  );
}
