export { buildApp, type BuildAppOptions } from "./app.ts";
export { createAppContext, closeAppContext } from "./context/create-app-context.ts";
export type { AppContext } from "./context/app-context.ts";
export { seedOnStart } from "./seed-on-start.ts";
export type { AppRouter } from "./trpc/app-router.ts";
export type { PageRenderer, PageRenderRequest, RenderedPage } from "./pages/page-renderer.ts";
