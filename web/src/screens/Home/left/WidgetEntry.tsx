/**
 * A channel or a group in a left-column widget (My Channels, Suggested Channels, My Groups): its picture, its name
 * linking to its page, and how many follow it or belong to it.
 */
import { Avatar } from '../../../components/Avatar';
import { cn } from '../../../lib/cn';
import { Link } from '../../../router/Link';

interface Props {
  name: string;
  imageUrl: string | null | undefined;
  /** Its page. */
  to: string;
  count: number;
  /** What is counted, in the singular: 'follower', 'member'. */
  noun: string;
  /** Classes for the name and count's column ('flex-1' when a button follows). */
  className?: string;
}

/** A channel's entry: its page, and its followers counted. */
export function channelEntry(channel: {
  databaseId: string;
  name: string;
  profileImageUrl: string | null | undefined;
  followerCount: number;
}): Props {
  return {
    name: channel.name,
    imageUrl: channel.profileImageUrl,
    to: `/channels/${channel.databaseId}`,
    count: channel.followerCount,
    noun: 'follower',
  };
}

export function WidgetEntry({ name, imageUrl, to, count, noun, className }: Props) {
  return (
    <>
      <Avatar user={{ username: name }} src={imageUrl} size="sm" alt="" />
      <div className={cn('grid min-w-0', className)}>
        <Link to={to} className="truncate font-semibold text-ink hover:text-brand-700 hover:underline" title={name}>
          {name}
        </Link>
        <span className="text-xs text-stone-600">
          {count} {count === 1 ? noun : `${noun}s`}
        </span>
      </div>
    </>
  );
}
