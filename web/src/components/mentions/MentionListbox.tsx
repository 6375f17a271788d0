/** The members offered for the `@` being typed: a listbox the composer's text field drives (MentionTextarea). */
import { cn } from '../../lib/cn';
import { mentionOptionId } from '../../lib/mention-draft';
import { Avatar } from '../Avatar';
import type { MentionSuggestion } from './useMentionSuggestions';

interface Props {
  id: string;
  members: readonly MentionSuggestion[];
  active: number;
  placement: 'above' | 'below';
  onPick: (member: MentionSuggestion) => void;
}

export function MentionListbox({ id, members, active, placement, onPick }: Props) {
  return (
    <div
      id={id}
      role="listbox"
      aria-label="Members to mention"
      className={cn(
        'absolute inset-x-0 z-30 grid max-h-72 overflow-y-auto rounded-xl border border-stone-200 bg-white p-1 shadow-lg',
        placement === 'above' ? 'bottom-full mb-1' : 'top-full mt-1',
      )}
    >
      {members.map((member, index) => {
        const name = [member.firstName, member.lastName].filter(Boolean).join(' ');
        return (
          // The field keeps the focus (aria-activedescendant points here): a press picks without taking it.
          // biome-ignore lint/a11y/useKeyWithClickEvents: the keys are the text field's (arrows, Enter, Tab, Escape), as the combobox pattern has it
          <div
            key={member.id}
            id={mentionOptionId(id, index)}
            role="option"
            tabIndex={-1}
            aria-selected={index === active}
            className={cn(
              'flex cursor-pointer items-center gap-2 rounded-lg px-2 py-1.5 text-sm',
              index === active ? 'bg-brand-50 text-brand-900' : 'text-ink hover:bg-stone-50',
            )}
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => onPick(member)}
          >
            <Avatar user={member} src={member.profileImageUrl} size="xs" alt="" />
            <span className="min-w-0 truncate">
              {name && <span className="font-semibold">{name} </span>}
              <span className="text-stone-500">@{member.username}</span>
            </span>
          </div>
        );
      })}
    </div>
  );
}
