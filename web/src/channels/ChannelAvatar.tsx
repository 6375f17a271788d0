import { Avatar } from '../components/Avatar';

/** A channel's round picture, with the first letters of its name while there is none. */
export function ChannelAvatar({
  name,
  src,
  size = 'sm',
  className,
}: {
  name: string;
  src: string | null | undefined;
  size?: 'sm' | 'lg' | 'xl';
  className?: string;
}) {
  return <Avatar user={{ username: name }} src={src} size={size} alt="" className={className} />;
}
