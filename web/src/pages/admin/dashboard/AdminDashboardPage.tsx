import { DASHBOARD_CHECK_TIMEOUT } from "../../../features/admin/admin-api.ts";
import { AdminShell } from "../AdminShell.tsx";
import { AdminDashboard } from "./AdminDashboard.tsx";

export default function AdminDashboardPage() {
  return (
    <AdminShell active="dashboard" checkTimeout={DASHBOARD_CHECK_TIMEOUT}>
      <AdminDashboard />
    </AdminShell>
  );
}
