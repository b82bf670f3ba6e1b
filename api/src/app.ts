import { randomUUID } from "node:crypto";
import { tracingEnabled } from "@twend/runtime";
import Fastify, { type FastifyBaseLogger, type FastifyInstance } from "fastify";
import { blogPostPageMeta } from "./blog/blog-post-page-meta.ts";
import { newsletterRoutes } from "./newsletter/newsletter.http.ts";
import { sitemapRoutes } from "./http/sitemap.http.ts";
import { staticPageMeta } from "./http/static-page-meta.ts";
import { googleRoutes } from "./auth/google/google.http.ts";
import { registerRateLimiting } from "./auth/rate-limits.ts";
import { registerSessionCookie } from "./auth/session-cookie.ts";
import { batchRoutes } from "./batches/batches.http.ts";
import { campaignRestReadRoute } from "./campaigns/public-read/campaign-rest-read.http.ts";
import { campaignPageMeta } from "./campaigns/link-previews/campaign-page-meta.ts";
import { campaignPageStore } from "./campaigns/public-read/campaign-page-store.ts";
import { campaignManifestRoute } from "./campaigns/public-read/campaign-manifest.http.ts";
import { campaignPageReadRoute } from "./campaigns/public-read/campaign-page-read.http.ts";
import { previewCardRoutes } from "./campaigns/link-previews/preview-card.http.ts";
import { analyticsCsvRoute } from "./campaigns/analytics/analytics-csv.http.ts";
import type { AppContext } from "./context/app-context.ts";
import { registerErrorHandling } from "./http/error-handler.ts";
import { registerCompression } from "./http/compression.ts";
import { registerCrossSiteGuard } from "./http/cross-site-guard.ts";
import { healthRoutes } from "./http/health.http.ts";
import { lazyRequestLogger } from "./http/lazy-request-logger.ts";
import { AccessLogController } from "./http/access-log.ts";
import { mediaRoutes } from "./http/media.http.ts";
import { registerSecurityHeaders } from "./http/security-headers.ts";
import { spaRoutes } from "./http/spa.http.ts";
import type { PageRenderer } from "./pages/page-renderer.ts";
import { DEFERRED_ENTRY_SCRIPT_SOURCE } from "./pages/deferred-entry.ts";
import { pageRendering } from "./pages/render-page.ts";
import { registerTracingHooks } from "./observability/tracing-hooks.ts";
import { sharedDpPageMeta } from "./shared-dps/shared-dp-page-meta.ts";
import { registerRestAdapters } from "./rest/rest-adapters.ts";
import { registerTrpc } from "./trpc/trpc-plugin.ts";
import { registerObservability } from "./observability/observability.ts";

export interface BuildAppOptions {
  /** Built SPA to serve; omitted in tests of the API alone and in dev (Vite serves it). */
  webDist?: string;
  /** The SPA's server entry, which renders landing pages into the served HTML; without it they are rendered in the browser. */
  pageRenderer?: PageRenderer | null;
  /** Request logs go here; none when omitted (tests). */
  logger?: FastifyBaseLogger;
}

const REQUEST_ID = /^[A-Za-z0-9._-]{1,64}$/;

export async function buildApp(ctx: AppContext, options: BuildAppOptions = {}): Promise<FastifyInstance> {
  const app = Fastify({
    ...(options.logger ? { loggerInstance: options.logger, childLoggerFactory: lazyRequestLogger, logController: new AccessLogController() } : { logger: false }),
    // X-Forwarded-For is believed only from proxies on this host or a private network: a client on the
    // internet must not choose its own IP, which rate limits key on.
    trustProxy: "loopback, linklocal, uniquelocal",
    // Reuse a caller's request id (from a proxy) when it is sane, so logs join up.
    genReqId: (req) => {
      const given = req.headers["x-request-id"];
      return typeof given === "string" && REQUEST_ID.test(given) ? given : randomUUID();
    },
    routerOptions: { ignoreTrailingSlash: true },
  });
  // First, so a request's span covers every other hook; with tracing off (no OTLP endpoint) not even the hook is there.
  if (tracingEnabled()) registerTracingHooks(app);
  app.addHook("onRequest", (req, reply, done) => {
    reply.header("x-request-id", req.id);
    done();
  });

  // Media handed out at MEDIA_PUBLIC_URL come from its origin (http: too, for a bucket on the local network): shown as
  // images, and fetched by the generator and the studio, which draw them (the bucket's CORS must allow this origin).
  const mediaOrigin = ctx.config.mediaPublicUrl === undefined ? [] : [new URL(ctx.config.mediaPublicUrl).origin];
  registerSecurityHeaders(app, {
    contentSecurityPolicy: {
      directives: {
        // Google account pictures and blog images are shown from their own hosts; an image cannot run code.
        "img-src": ["'self'", "data:", "blob:", "https:", ...mediaOrigin],
        // WebAssembly, and no other eval: the face detector's runtime (web/src/features/face) is compiled from this site's own .wasm.
        "script-src": ["'self'", DEFERRED_ENTRY_SCRIPT_SOURCE, "'wasm-unsafe-eval'"],
        "connect-src": ["'self'", ...mediaOrigin],
        "worker-src": ["'self'", "blob:"],
        "style-src": ["'self'", "'unsafe-inline'"],
        "font-src": ["'self'", "data:"],
        "upgrade-insecure-requests": ctx.config.appOrigin.startsWith("https:") ? [] : null,
      },
    },
    crossOriginEmbedderPolicy: false,
    strictTransportSecurity: ctx.config.appOrigin.startsWith("https:"),
  });
  await registerCompression(app);
  registerErrorHandling(app);
  registerCrossSiteGuard(app, ctx.config.appOrigin);
  await registerRateLimiting(app, ctx);
  await registerObservability(app, ctx);

  // Public reads and visitors' anonymous writes never look at who is signed in, so they sit outside
  // the session scope: no cookie is parsed or decrypted for them, and none of them can set one.
  await healthRoutes(app, ctx);
  await mediaRoutes(app, ctx);
  await campaignRestReadRoute(app, ctx);
  await campaignPageReadRoute(app, ctx);
  await campaignManifestRoute(app, ctx);
  await previewCardRoutes(app, ctx);
  await newsletterRoutes(app, ctx);
  await sitemapRoutes(app, ctx);
  await batchRoutes(app, ctx);
  registerRestAdapters(app, ctx, ["public"]);

  await app.register(async (signedIn) => {
    await registerSessionCookie(signedIn, ctx);
    await registerTrpc(signedIn, ctx);
    registerRestAdapters(signedIn, ctx, ["session", "user", "admin"]);
    await analyticsCsvRoute(signedIn, ctx);
    await googleRoutes(signedIn, ctx);
  });
  await spaRoutes(
    app,
    options.webDist,
    {
      ...staticPageMeta(ctx.config.appOrigin),
      "/campaign/:shortId": ({ shortId }, localeOf) => campaignPageMeta(ctx, (shortId ?? "").toLowerCase(), localeOf),
      "/d/:id": ({ id }, localeOf) => sharedDpPageMeta(ctx, id ?? "", localeOf(null)),
      "/blog/:slug": ({ slug }, localeOf) => blogPostPageMeta(ctx, slug ?? "", localeOf(null)),
    },
    options.pageRenderer ? pageRendering(app, ctx, options.pageRenderer) : undefined,
    { "/campaign/:shortId": campaignPageStore(ctx) },
  );
  return app;
}
