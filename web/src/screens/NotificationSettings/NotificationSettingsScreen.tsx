/**
 * /settings/notifications, Notification settings (docs/web.md): what the member is notified about and where (in
 * the app, by e-mail, by push), the e-mail digest, quiet hours with the time zone, push on this device, and what
 * he muted or follows. One query for the page; reached from his profile and from /notifications.
 */
import { ArrowLeft } from 'lucide-react';
import { graphql, useFragment, usePreloadedQuery } from 'react-relay/hooks';
import type { NotificationSettingsScreen_settings$key } from '../../__generated__/NotificationSettingsScreen_settings.graphql';
import type { NotificationSettingsScreenQuery } from '../../__generated__/NotificationSettingsScreenQuery.graphql';
import { PRODUCT_NAME } from '../../product';
import { Link } from '../../router/Link';
import type { ScreenProps } from '../../router/routes';
import { CategoryTable } from './CategoryTable';
import { DigestCard } from './DigestCard';
import { FollowList } from './FollowList';
import { PushCard } from './PushCard';
import { QuietHoursCard } from './QuietHoursCard';

export const notificationSettingsScreenQuery = graphql`
  query NotificationSettingsScreenQuery {
    notificationSettings {
      ...NotificationSettingsScreen_settings
    }
    ...FollowList_query
  }
`;

/**
 * Everything the page shows of the settings. The mutations select it too, and their answer takes the query's
 * place in the store (./settings-store.ts): the settings have no id for Relay to merge them by.
 */
const settingsFragment = graphql`
  fragment NotificationSettingsScreen_settings on NotificationSettings {
    ...CategoryTable_settings
    ...DigestCard_settings
    ...QuietHoursCard_settings
    ...PushCard_settings
  }
`;

export default function NotificationSettingsScreen({ queryRef }: ScreenProps<NotificationSettingsScreenQuery>) {
  const data = usePreloadedQuery<NotificationSettingsScreenQuery>(notificationSettingsScreenQuery, queryRef!);
  const settings = useFragment<NotificationSettingsScreen_settings$key>(settingsFragment, data.notificationSettings);
  return (
    <div className="mx-auto grid w-full max-w-3xl grid-cols-1 gap-6 px-3 py-4 pb-24 sm:px-6 sm:py-8">
      <title>{`Notification settings · ${PRODUCT_NAME}`}</title>
      <div className="grid gap-3">
        <Link
          to="/profile"
          className="inline-flex w-fit items-center gap-1.5 text-sm font-semibold text-brand-700 hover:underline"
        >
          <ArrowLeft aria-hidden className="size-4" />
          Back to profile
        </Link>
        <h1 className="text-2xl font-bold text-ink sm:text-3xl">Notification settings</h1>
      </div>
      <CategoryTable settings={settings} />
      <DigestCard settings={settings} />
      <QuietHoursCard settings={settings} />
      <PushCard settings={settings} />
      <FollowList query={data} />
    </div>
  );
}
