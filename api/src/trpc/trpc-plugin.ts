import { fastifyTRPCPlugin, type FastifyTRPCPluginOptions } from "@trpc/server/adapters/fastify";
import type { FastifyInstance } from "fastify";
import type { AppContext } from "../context/app-context.ts";
import { appRouter, type AppRouter } from "./app-router.ts";

export async function registerTrpc(app: FastifyInstance, ctx: AppContext): Promise<void> {
  await app.register(fastifyTRPCPlugin, {
    prefix: "/trpc",
    trpcOptions: {
      router: appRouter,
      createContext: ({ req }) => ({ app: ctx, req }),
      onError({ error, path, req }) {
        if (error.code === "INTERNAL_SERVER_ERROR") req.log.error({ err: error, path }, "tRPC procedure failed");
      },
    } satisfies FastifyTRPCPluginOptions<AppRouter>["trpcOptions"],
  });
}
