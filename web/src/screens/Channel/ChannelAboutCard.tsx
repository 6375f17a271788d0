/** About This Channel: what it is about, who runs it (the creator's username), its categories, hashtags and links. */
import { graphql, useFragment } from 'react-relay/hooks';
import type { ChannelAboutCard_channel$key } from '../../__generated__/ChannelAboutCard_channel.graphql';
import { Avatar } from '../../components/Avatar';
import { Badge } from '../../components/Badge';
import { Card, CardContent, CardHeader, CardTitle } from '../../components/Card';
import { ChannelLinks } from '../../channels/ChannelLinks';
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
        <ChannelLinks website={data.website} contactEmail={data.contactEmail} showAddress />
      </CardContent>
    </Card>
  );
}
