/**
 * One category: its label and three switches, each saved at once (moved first, and back with a toast if the save
 * fails). A category always shown in the app has that switch on and disabled, with 'Always shown'.
 */
import { useId } from 'react';
import { graphql, useFragment } from 'react-relay/hooks';
import type { CategoryRow_setting$key } from '../../__generated__/CategoryRow_setting.graphql';
import { Switch } from '../../components/Switch';
import { toast } from '../../components/toast/toast-store';
import { MutationError } from '../../relay/mutation';
import { type NotificationChannel, useUpdateNotificationPreference } from './useUpdateNotificationPreference';

export const CHANNELS: readonly { key: NotificationChannel; label: string }[] = [
  { key: 'inApp', label: 'In the app' },
  { key: 'email', label: 'E-mail' },
  { key: 'push', label: 'Push' },
];

const FAILED = 'Failed to save the notification setting. Please try again.';

export function CategoryRow({ setting: key }: { setting: CategoryRow_setting$key }) {
  const setting = useFragment(
    graphql`
      fragment CategoryRow_setting on NotificationCategorySetting {
        category
        label
        inApp
        email
        push
        inAppLocked
      }
    `,
    key,
  );
  const update = useUpdateNotificationPreference();
  const hintId = useId();

  async function change(channel: NotificationChannel, on: boolean) {
    try {
      await update(setting.category, channel, on);
    } catch (error) {
      // A lost session is told by the session-loss flow.
      if (error instanceof MutationError && error.code === 'UNAUTHENTICATED') return;
      const description = error instanceof MutationError ? error.message : FAILED;
      toast({ title: 'Error', description, variant: 'destructive' });
    }
  }

  return (
    <tr>
      <th scope="row" className="py-3 pr-2 text-left align-middle font-medium break-words text-ink">
        {setting.label}
        {setting.inAppLocked && (
          <span id={hintId} className="block text-xs font-normal text-stone-500">
            Always shown
          </span>
        )}
      </th>
      {CHANNELS.map((channel) => {
        const locked = channel.key === 'inApp' && setting.inAppLocked;
        return (
          <td key={channel.key} className="px-1 py-3 text-center align-middle">
            <Switch
              checked={locked || setting[channel.key]}
              disabled={locked}
              aria-label={`${setting.label}: ${channel.label}`}
              aria-describedby={locked ? hintId : undefined}
              onCheckedChange={(on) => void change(channel.key, on)}
            />
          </td>
        );
      })}
    </tr>
  );
}
