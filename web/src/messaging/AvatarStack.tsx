import { Avatar } from '../components/Avatar';
import type { NamedUser } from '../lib/display-name';

/** Up to three overlapping avatars: one for a direct chat, the first members for a group. */
export function AvatarStack({
  people,
  size = 'md',
}: {
  people: readonly (NamedUser & { profileImageUrl?: string | null })[];
  size?: 'sm' | 'md';
}) {
  const shown = people.slice(0, 3);
  if (shown.length <= 1) return <Avatar user={shown[0]} src={shown[0]?.profileImageUrl} size={size} alt="" />;
  return (
    <span className="flex shrink-0 -space-x-4" aria-hidden>
      {shown.map((person, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: up to 3 decorative (aria-hidden) pictures of people who may have no id here; an Avatar keeps no per-person state (SafeImage's failure is keyed by src), so a reuse by position is harmless
        <Avatar key={index} user={person} src={person.profileImageUrl} size={size === 'md' ? 'sm' : 'xs'} alt="" />
      ))}
    </span>
  );
}
