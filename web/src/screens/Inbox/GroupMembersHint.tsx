import { Users } from 'lucide-react';
import { useId } from 'react';

/** 'Group Chat' under a group's name: pointing at it or focusing it shows every member's name. */
export function GroupMembersHint({ names, count }: { names: string; count: number }) {
  const tooltipId = useId();
  return (
    <span className="group relative inline-flex">
      <span
        // biome-ignore lint/a11y/noNoninteractiveTabindex: focusable so keyboard users can show the member names tooltip (group-focus-within), as pointing at it does
        tabIndex={0}
        aria-describedby={tooltipId}
        className="inline-flex cursor-default items-center gap-1 rounded text-xs text-stone-600 focus-visible:outline-2 focus-visible:outline-brand-600"
      >
        <Users aria-hidden className="size-3.5" />
        <span>Group Chat</span>
        <span className="text-stone-500">· {count} members</span>
      </span>
      <span
        role="tooltip"
        id={tooltipId}
        className="invisible absolute top-full left-0 z-20 mt-1 w-max max-w-72 rounded-lg bg-stone-900 px-2.5 py-1.5 text-xs text-white opacity-0 shadow-lg transition-opacity group-focus-within:visible group-focus-within:opacity-100 group-hover:visible group-hover:opacity-100"
      >
        {names}
      </span>
    </span>
  );
}
