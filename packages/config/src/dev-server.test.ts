import { describe, expect, it } from "vitest";
import { parseDevServerConfig } from "./dev-server.ts";

describe("parseDevServerConfig", () => {
  it("listens on 5173 and proxies to the API's default port when nothing is set", () => {
    expect(parseDevServerConfig({})).toEqual({ port: 5173, apiOrigin: "http://localhost:3000" });
  });

  it("follows WEB_DEV_PORT, and the API's PORT and HOST", () => {
    expect(parseDevServerConfig({ WEB_DEV_PORT: "5200", PORT: "3630" })).toEqual({ port: 5200, apiOrigin: "http://localhost:3630" });
    expect(parseDevServerConfig({ PORT: "3630", HOST: "127.0.0.1" }).apiOrigin).toBe("http://127.0.0.1:3630");
    expect(parseDevServerConfig({ PORT: "3630", HOST: "::1" }).apiOrigin).toBe("http://[::1]:3630");
  });

  it("proxies to TWEND_API_ORIGIN when it names another API", () => {
    expect(parseDevServerConfig({ PORT: "0", TWEND_API_ORIGIN: "http://192.168.1.20:3000/" }).apiOrigin).toBe("http://192.168.1.20:3000");
  });

  it("stops on a bad value, naming the variable", () => {
    expect(() => parseDevServerConfig({ WEB_DEV_PORT: "99999" })).toThrow("WEB_DEV_PORT: must be between 1 and 65535");
    expect(() => parseDevServerConfig({ TWEND_API_ORIGIN: "localhost:3000" })).toThrow("TWEND_API_ORIGIN: must be a URL starting with http:// or https://");
    expect(() => parseDevServerConfig({ PORT: "0" })).toThrow(/^Invalid configuration:\n {2}- PORT: must be a fixed port/);
    expect(() => parseDevServerConfig({ PORT: "eighty" })).toThrow(/PORT:/);
  });
});
