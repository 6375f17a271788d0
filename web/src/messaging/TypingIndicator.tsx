import { typingLabel } from '../lib/typing';

/** 'ann is typing…' under the messages; the line keeps its height so the list does not jump. */
export function TypingIndicator({ names }: { names: readonly string[] }) {
  return (
    <p aria-live="polite" className="h-5 truncate px-4 text-xs text-stone-500 italic">
      {typingLabel(names)}
    </p>
  );
}
