/**
 * What the member is notified about, and where: one row per category with its in-app, e-mail and push switches.
 * The column headers are small labels, so the three switches fit beside the label on a phone.
 */
import { useId } from 'react';
import { graphql, useFragment } from 'react-relay/hooks';
import type { CategoryTable_settings$key } from '../../__generated__/CategoryTable_settings.graphql';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../components/Card';
import { CategoryRow, CHANNELS } from './CategoryRow';

const columnHeader = 'w-14 px-1 pb-2 text-center align-bottom text-xs font-semibold text-stone-500 sm:w-24';

export function CategoryTable({ settings }: { settings: CategoryTable_settings$key }) {
  const { categories } = useFragment(
    graphql`
      fragment CategoryTable_settings on NotificationSettings {
        categories {
          category
          ...CategoryRow_setting
        }
      }
    `,
    settings,
  );
  const titleId = useId();
  return (
    <Card role="region" aria-labelledby={titleId}>
      <CardHeader>
        <CardTitle id={titleId}>What you hear about</CardTitle>
        <CardDescription>Each change is saved at once.</CardDescription>
      </CardHeader>
      <CardContent>
        <table className="w-full table-fixed border-collapse text-sm" aria-labelledby={titleId}>
          <thead>
            <tr>
              <th scope="col" className="pb-2 text-left align-bottom text-xs font-semibold text-stone-500">
                Notification
              </th>
              {CHANNELS.map((channel) => (
                <th key={channel.key} scope="col" className={columnHeader}>
                  {channel.label}
                </th>
              ))}
            </tr>
          </thead>
          <tbody className="divide-y divide-stone-200 border-t border-stone-200">
            {categories.map((setting) => (
              <CategoryRow key={setting.category} setting={setting} />
            ))}
          </tbody>
        </table>
      </CardContent>
    </Card>
  );
}
