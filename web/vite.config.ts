import tailwindcss from "@tailwindcss/vite";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";

// The API's origin in development; overridable so the SPA can be pointed at an API on another port.
const apiOrigin = process.env.TWEND_API_ORIGIN ?? "http://localhost:3000";

const proxiedPrefixes = ["/api", "/trpc", "/media", "/healthz"] as const;

export default defineConfig({
  plugins: [react(), tailwindcss()],
  server: {
    port: 5173,
    strictPort: true,
    proxy: Object.fromEntries(proxiedPrefixes.map((prefix) => [prefix, { target: apiOrigin, changeOrigin: true }])),
  },
  preview: { port: 4173 },
  build: {
    outDir: "dist",
    emptyOutDir: true,
    target: "es2022",
  },
});
