import { isLocale, LOCALE_PREFIX } from "@twend/shared";
import { type ReactNode, Suspense } from "react";
import { Redirect, Route, Switch } from "wouter";
import { SiteLayout } from "../components/layout/SiteLayout.tsx";
import { StandaloneLayout } from "../components/layout/StandaloneLayout.tsx";
import { AddressLanguage } from "../i18n/AddressLanguage.tsx";
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
const CampaignStatsRoute = lazyAppPage(() => import("../pages/campaign-stats/CampaignStatsRoute.tsx"));
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
const AdminQueuePage = lazyAppPage(() => import("../pages/admin/queue/AdminQueuePage.tsx"));
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

// Every route renders its layout in the same place, so React keeps the layout (the site's header,
// a pending sign-out) mounted from one of its pages to the next, and swaps only the page.
const standalone = (page: ReactNode) => <StandaloneLayout>{page}</StandaloneLayout>;
const site = (page: ReactNode) => <SiteLayout>{page}</SiteLayout>;

/** Every page, by its path after any language prefix. */
function Pages() {
  return (
    <Switch>
      <Route path="/admin">{standalone(<Redirect to="/admin/dashboard" replace />)}</Route>
      <Route path="/admin/login">{standalone(<AdminLoginPage />)}</Route>
      <Route path="/admin/dashboard">{standalone(<AdminDashboardPage />)}</Route>
      <Route path="/admin/analytics">{standalone(<AdminAnalyticsPage />)}</Route>
      <Route path="/admin/campaigns">{standalone(<AdminCampaignsPage />)}</Route>
      <Route path="/admin/users">{standalone(<AdminUsersPage />)}</Route>
      <Route path="/admin/blog">{standalone(<AdminBlogPage />)}</Route>
      <Route path="/admin/blog/create">{standalone(<AdminBlogEditorPage />)}</Route>
      <Route path="/admin/blog/edit/:id">{standalone(<AdminBlogEditorPage />)}</Route>
      <Route path="/admin/jobs">{standalone(<AdminQueuePage />)}</Route>
      <Route path="/">{site(<HomePage />)}</Route>
      <Route path="/campaign/:shortId">
        {site(
          // The page shows this same skeleton while its Twend loads, so nothing moves when the code arrives.
          <Suspense fallback={<CampaignPageSkeleton />}>
            <CampaignPage />
          </Suspense>,
        )}
      </Route>
      <Route path="/browse">{site(<BrowsePage />)}</Route>
      <Route path="/d/:id">{site(<SharedDpPage />)}</Route>
      <Route path="/auth">{site(<AuthPage />)}</Route>
      <Route path="/auth/callback">{site(<AuthCallbackPage />)}</Route>
      <Route path="/signin">{site(<SignInPage />)}</Route>
      <Route path="/forgot-password">{site(<ForgotPasswordPage />)}</Route>
      <Route path="/reset-password">{site(<ResetPasswordPage />)}</Route>
      <Route path="/profile">{site(<ProfileRoute />)}</Route>
      <Route path="/dashboard">{site(<DashboardRoute />)}</Route>
      <Route path="/dashboard/twends/:id/stats">{site(<CampaignStatsRoute />)}</Route>
      <Route path="/dashboard/twends/:id/batch">{site(<BatchRoute />)}</Route>
      <Route path="/create">{site(<StudioRoute page="create" />)}</Route>
      <Route path="/edit/:id">{site(<StudioRoute page="edit" />)}</Route>
      <Route path="/about">{site(<AboutPage />)}</Route>
      <Route path="/privacy">{site(<PrivacyPage />)}</Route>
      <Route path="/terms">{site(<TermsPage />)}</Route>
      <Route path="/roadmap">{site(<RoadmapPage />)}</Route>
      <Route path="/demo">{site(<DemoPage />)}</Route>
      <Route path="/blog">{site(<BlogPage />)}</Route>
      <Route path="/blog/:slug">{site(<BlogPostPage />)}</Route>
      <Route path="/help">{site(<HelpPage />)}</Route>
      <Route path="/contact">{site(<ContactPage />)}</Route>
      <Route>{site(<NotFoundPage />)}</Route>
    </Switch>
  );
}

export function AppRoutes() {
  return (
    <Switch>
      {/* A language's address (`/es/campaign/abc`): the same pages, in that language, nested under its
          prefix so that their links keep it. A prefix that names no language is an ordinary path. */}
      <Route path={LOCALE_PREFIX} nest>
        {({ locale }) =>
          isLocale(locale) ? (
            <AddressLanguage locale={locale}>
              <Pages />
            </AddressLanguage>
          ) : null
        }
      </Route>
      <Route>
        <Pages />
      </Route>
    </Switch>
  );
}
