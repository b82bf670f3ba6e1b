import { ADMIN_HOME_PATH } from "../admin-paths.ts";
import { AdminShell } from "../AdminShell.tsx";
import { AdminAnalytics } from "./AdminAnalytics.tsx";

// The spec shows analytics without the tab bar and without a check timeout, and its denial card leads back to the dashboard.
export default function AdminAnalyticsPage() {
  return (
    <AdminShell exit={{ label: "Back to Dashboard", to: ADMIN_HOME_PATH }}>
      <AdminAnalytics />
    </AdminShell>
  );
}
