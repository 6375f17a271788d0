import { Avatar } from '../../../components/Avatar';

/** A channel's round picture, with the first letters of its name while there is none. */
export function ChannelAvatar({ name, src }: { name: string; src: string | null | undefined }) {
  return <Avatar user={{ username: name }} src={src} size="sm" alt="" />;
}
