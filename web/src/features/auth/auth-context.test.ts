import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { createElement } from "react";
import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { type AuthState, useAuth } from "./auth-context.ts";
import { AuthProvider } from "./AuthProvider.tsx";

// Server rendering runs hooks without a DOM, which is all these checks need.

describe("useAuth", () => {
  it("throws outside <AuthProvider>", () => {
    function Probe() {
      useAuth();
      return null;
    }
    expect(() => renderToString(createElement(Probe))).toThrow("useAuth must be used inside <AuthProvider>");
  });

  it("gives the provider's state: no user and pending until the first check finishes", () => {
    let seen: AuthState | null = null;
    function Probe() {
      seen = useAuth();
      return null;
    }
    const queryClient = new QueryClient();
    renderToString(createElement(QueryClientProvider, { client: queryClient }, createElement(AuthProvider, null, createElement(Probe))));
    expect(seen).toMatchObject({ user: null, isPending: true });
    expect(seen).toHaveProperty("login", expect.any(Function));
    expect(seen).toHaveProperty("exchangeCodeForSession", expect.any(Function));
  });
});
