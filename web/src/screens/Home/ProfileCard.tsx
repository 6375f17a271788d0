import { Mail, MapPin, Scissors, Sparkles, Dumbbell, Users, type LucideIcon } from 'lucide-react';
import { graphql, useFragment } from 'react-relay/hooks';
import type { ProfileCard_viewer$key } from '../../__generated__/ProfileCard_viewer.graphql';
import { Avatar } from '../../components/Avatar';
import { Badge } from '../../components/Badge';
import { Card } from '../../components/Card';
import { formatDate } from '../../lib/dates';
import { displayName, present } from '../../lib/display-name';
import { dadTypeLabel } from '../../lib/profile-labels';
import { interestsPreview, visibleProfileFields, type ProfileFieldKey } from './profile-card-fields';

const FIELD_ICONS: Record<ProfileFieldKey, LucideIcon> = {
  email: Mail,
  location: MapPin,
  familyStructure: Users,
  dadBodType: Dumbbell,
  hairline: Scissors,
};

/** The member at a glance, top left of the dashboard: only the fields they chose to show. */
export function ProfileCard({ viewer }: { viewer: ProfileCard_viewer$key }) {
  const user = useFragment(
    graphql`
      fragment ProfileCard_viewer on User {
        username firstName lastName email location familyStructure dadBodType hairline
        showEmail showLocation showFamilyStructure showDadBodType showHairline
        dadType interests bio profileImageUrl joinedAt
      }
    `,
    viewer,
  );
  const fullName = [present(user.firstName), present(user.lastName)].filter(Boolean).join(' ') || displayName(user);
  const dadType = dadTypeLabel(user.dadType);
  const interests = interestsPreview(user.interests);
  const bio = present(user.bio);
  const fields = visibleProfileFields(user);
  return (
    <Card className="overflow-hidden">
      <div className="h-16 bg-linear-to-r from-brand-500 to-brand-700" aria-hidden />
      <div className="-mt-10 flex flex-col items-center px-4 pb-5 text-center">
        <Avatar user={user} src={user.profileImageUrl} size="xl" alt="" className="ring-4" />
        <h2 className="mt-2 text-lg font-bold text-ink">{fullName}</h2>
        <p className="text-sm text-stone-600">@{user.username}</p>
        {dadType && <Badge className="mt-2">{dadType}</Badge>}
        <p className="mt-2 text-xs text-stone-600">
          Dad since {formatDate(new Date(user.joinedAt as string), 'monthYear')}
        </p>
        {fields.length > 0 && (
          <dl className="mt-4 grid w-full gap-1.5 text-left text-sm text-stone-700">
            {fields.map((field) => {
              const Icon = FIELD_ICONS[field.key];
              return (
                <div key={field.key} className="flex min-w-0 items-center gap-2">
                  <dt className="shrink-0">
                    <Icon aria-hidden className="size-4 text-stone-500" />
                    <span className="sr-only">{field.label}</span>
                  </dt>
                  <dd className="truncate" title={field.value}>
                    {field.value}
                  </dd>
                </div>
              );
            })}
          </dl>
        )}
        {interests.shown.length > 0 && (
          <ul className="mt-4 flex flex-wrap justify-center gap-1.5" aria-label="Interests">
            {interests.shown.map((interest) => (
              <li key={interest}>
                <Badge variant="secondary">{interest}</Badge>
              </li>
            ))}
            {interests.more > 0 && (
              <li>
                <Badge variant="outline">
                  +{interests.more}
                  <span className="sr-only"> more interests</span>
                </Badge>
              </li>
            )}
          </ul>
        )}
        {bio && (
          <p className="mt-4 flex gap-1.5 text-sm text-stone-700 italic">
            <Sparkles aria-hidden className="mt-0.5 size-4 shrink-0 text-brand-600" />
            <span>"{bio}"</span>
          </p>
        )}
      </div>
    </Card>
  );
}
