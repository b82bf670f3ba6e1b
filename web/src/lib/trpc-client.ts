import { httpBatchLink } from "@trpc/client";
import { trpc } from "./trpc.ts";

export function createTrpcClient() {
  return trpc.createClient({
    links: [httpBatchLink({ url: "/trpc" })],
  });
}
