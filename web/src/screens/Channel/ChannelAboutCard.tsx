/** About This Channel: what it is about, who runs it (the creator's username), its categories, hashtags and links. */
import { AtSign, Globe } from 'lucide-react';
import { graphql, useFragment } from 'react-relay/hooks';
import type { ChannelAboutCard_channel$key } from '../../__generated__/ChannelAboutCard_channel.graphql';
import { Avatar } from '../../components/Avatar';
import { Badge } from '../../components/Badge';
import { Card, CardContent, CardHeader, CardTitle } from '../../components/Card';
import { channelCategoryLabel } from '../../lib/channel-categories';
import { ProfileLink } from '../../people/ProfileLink';

export function ChannelAboutCard({ channel }: { channel: ChannelAboutCard_channel$key }) {
  const data = useFragment(
    graphql`
      fragment ChannelAboutCard_channel on Channel {
        description
        categories
        hashtags
        website
        contactEmail
        creator {
          databaseId
          username
          profileImageUrl
        }
      }
    `,
    channel,
  );
  return (
    <Card>
      <CardHeader>
        <CardTitle>About This Channel</CardTitle>
      </CardHeader>
      <CardContent className="grid gap-4">
        <p className="whitespace-pre-line text-sm text-stone-700">{data.description}</p>
        <p className="flex items-center gap-2 text-sm text-stone-600">
          <Avatar user={data.creator} src={data.creator.profileImageUrl} size="sm" alt="" />
          <span>
            Created by <ProfileLink databaseId={data.creator.databaseId}>@{data.creator.username}</ProfileLink>
          </span>
        </p>
        {data.categories.length > 0 && (
          <ul aria-label="Categories" className="flex flex-wrap gap-1.5">
            {data.categories.map((category) => (
              <li key={category}>
                <Badge variant="secondary">{channelCategoryLabel(category)}</Badge>
              </li>
            ))}
          </ul>
        )}
        {data.hashtags.length > 0 && (
          <ul aria-label="Hashtags" className="flex flex-wrap gap-1.5">
            {data.hashtags.map((tag) => (
              <li key={tag}>
                <Badge>{tag}</Badge>
              </li>
            ))}
          </ul>
        )}
        {(data.website || data.contactEmail) && (
          <p className="flex flex-wrap gap-x-4 gap-y-1 text-sm">
            {data.website && (
              <a href={data.website} target="_blank" rel="noopener noreferrer nofollow" className="flex items-center gap-1 text-brand-700 hover:underline">
                <Globe aria-hidden className="size-4" />
                Website
              </a>
            )}
            {data.contactEmail && (
              <a href={`mailto:${data.contactEmail}`} className="flex items-center gap-1 text-brand-700 hover:underline">
                <AtSign aria-hidden className="size-4" />
                {data.contactEmail}
              </a>
            )}
          </p>
        )}
      </CardContent>
    </Card>
  );
}
