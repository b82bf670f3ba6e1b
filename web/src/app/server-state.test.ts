import { QueryClient } from "@tanstack/react-query";
import { describe, expect, it } from "vitest";
import { SERVER_STATE_ID, seedQueries, serverStateOf, serverStateScript } from "./server-state.ts";

describe("server state", () => {
  it("cannot be closed early by the text it carries", () => {
    const script = serverStateScript({ wideGuess: true, queries: [{ key: ["t"], data: { title: "</script><script>alert(1)</script> $&" }, at: 1 }], texts: {} });
    expect(script.startsWith(`<script type="application/json" id="${SERVER_STATE_ID}">`)).toBe(true);
    expect(script.match(/<\/script/g)).toHaveLength(1);
    const json = script.slice(script.indexOf(">") + 1, script.lastIndexOf("</script>"));
    expect(JSON.parse(json)).toEqual({ wideGuess: true, queries: [{ key: ["t"], data: { title: "</script><script>alert(1)</script> $&" }, at: 1 }], texts: {} });
  });

  it("carries the successful queries of the server's cache into the browser's, with their age", () => {
    const server = new QueryClient();
    server.setQueryData(["campaign", "a"], { title: "A" }, { updatedAt: 1234 });
    const state = serverStateOf(server, false, new Map());
    const browser = new QueryClient();
    seedQueries(browser, state);
    expect(browser.getQueryData(["campaign", "a"])).toEqual({ title: "A" });
    expect(browser.getQueryState(["campaign", "a"])?.dataUpdatedAt).toBe(1234);
  });

  it("carries the texts the server formatted", () => {
    const state = serverStateOf(new QueryClient(), true, new Map([["number|en|{}|1234", "1,234"]]));
    expect(JSON.parse(serverStateScript(state).replace(/^<script[^>]*>|<\/script>$/g, ""))).toMatchObject({ texts: { "number|en|{}|1234": "1,234" } });
  });
});
