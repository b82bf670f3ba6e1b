import { lazy } from "react";
import { RequireAuth } from "../../features/auth/RequireAuth.tsx";
import { ProfileSkeleton } from "./ProfileSkeleton.tsx";

const ProfilePage = lazy(() => import("./ProfilePage.tsx"));

/** /profile: a signed-out visitor is sent to /auth rather than to sign-in and back. */
export default function ProfileRoute() {
  return (
    <RequireAuth signedOutTo="/auth" fallback={<ProfileSkeleton />}>
      <ProfilePage />
    </RequireAuth>
  );
}
