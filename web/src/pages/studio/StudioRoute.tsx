import { lazy } from "react";
import { RequireAuth } from "../../features/auth/RequireAuth.tsx";
import { StudioSkeleton } from "./StudioSkeleton.tsx";

const CreatePage = lazy(() => import("./CreatePage.tsx"));
const EditPage = lazy(() => import("./EditPage.tsx"));

/** /create and /edit/{id}: both screens share the studio's skeleton while the user check and their code load. */
export default function StudioRoute({ page }: { page: "create" | "edit" }) {
  return <RequireAuth fallback={<StudioSkeleton />}>{page === "create" ? <CreatePage /> : <EditPage />}</RequireAuth>;
}
