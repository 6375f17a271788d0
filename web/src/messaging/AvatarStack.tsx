import { Avatar } from '../components/Avatar';
import type { NamedUser } from '../lib/display-name';

/** Up to three overlapping avatars (spec part 3 section 9): one for a direct chat, the first members for a group. */
export function AvatarStack({ people, size = 'md' }: { people: readonly (NamedUser & { profileImageUrl?: string | null })[]; size?: 'sm' | 'md' }) {
  const shown = people.slice(0, 3);
  if (shown.length <= 1) return <Avatar user={shown[0]} src={shown[0]?.profileImageUrl} size={size} alt="" />;
  return (
    <span className="flex shrink-0 -space-x-4" aria-hidden>
      {shown.map((person, index) => (
        <Avatar key={index} user={person} src={person.profileImageUrl} size={size === 'md' ? 'sm' : 'xs'} alt="" />
      ))}
    </span>
  );
}
