import type { PasswordDraft } from '../profile-draft';
import { EditCard } from './EditCard';
import { PasswordField } from './PasswordField';

interface Props {
  value: PasswordDraft;
  onChange: (value: PasswordDraft) => void;
}

/** The optional change-password block: it applies only when current and new are both filled. */
export function PasswordFields({ value, onChange }: Props) {
  const set = (name: keyof PasswordDraft) => (text: string) => onChange({ ...value, [name]: text });
  return (
    <EditCard title="Change Password" description="Optional. Leave these empty to keep your current password.">
      <div className="grid gap-4 sm:grid-cols-3">
        <PasswordField
          label="Current Password"
          autoComplete="current-password"
          value={value.currentPassword}
          onChange={set('currentPassword')}
        />
        <PasswordField
          label="New Password"
          autoComplete="new-password"
          value={value.newPassword}
          onChange={set('newPassword')}
        />
        <PasswordField
          label="Confirm New Password"
          autoComplete="new-password"
          value={value.confirmPassword}
          onChange={set('confirmPassword')}
        />
      </div>
    </EditCard>
  );
}
