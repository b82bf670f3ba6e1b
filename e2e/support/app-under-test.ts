import type { Browser } from "playwright-core";
import { afterAll, beforeAll } from "vitest";
import { launchBrowser } from "./browser.ts";
import { startServer, type RunningServer } from "./start-server.ts";

export interface AppUnderTest {
  readonly server: RunningServer;
  readonly browser: Browser;
}

/** The real server on a database of its own, and Chromium, for every test of the calling file. */
export function useAppUnderTest(): AppUnderTest {
  let server: RunningServer | undefined;
  let browser: Browser | undefined;
  beforeAll(async () => {
    server = await startServer();
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });
  return {
    get server() {
      if (!server) throw new Error("the server is started in beforeAll");
      return server;
    },
    get browser() {
      if (!browser) throw new Error("the browser is launched in beforeAll");
      return browser;
    },
  };
}
