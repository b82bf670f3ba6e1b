import { useLingui } from "@lingui/react/macro";
import Settings from "lucide-react/icons/settings";
import { useId } from "react";
import { Switch } from "../../components/ui/Switch.tsx";
import { SectionCard } from "./SectionCard.tsx";

interface AccountSettingsProps {
  notifications: boolean;
  publicProfile: boolean;
  /** Switches only move in edit mode. */
  disabled: boolean;
  onChange: (field: "notifications" | "public_profile", value: boolean) => void;
}

export function AccountSettings({ notifications, publicProfile, disabled, onChange }: AccountSettingsProps) {
  const { t } = useLingui();
  const headingId = useId();
  return (
    <SectionCard id={headingId} icon={Settings} title={t`Account Settings`}>
      <div className="space-y-5">
        <Switch
          label={t`Email notifications`}
          description={t`News about your Twends and occasional product updates.`}
          checked={notifications}
          disabled={disabled}
          onChange={(value) => onChange("notifications", value)}
        />
        <Switch
          label={t`Public profile`}
          description={t`Let visitors of your Twends see your name and bio.`}
          checked={publicProfile}
          disabled={disabled}
          onChange={(value) => onChange("public_profile", value)}
        />
      </div>
    </SectionCard>
  );
}
