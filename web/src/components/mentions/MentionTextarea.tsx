/**
 * A composer's text field with `@` autocomplete: typing `@` and the start of a name offers matching members
 * (Query.mentionSuggestions); ArrowUp/ArrowDown move through them, Enter or Tab picks one (`@username ` replaces
 * what was typed, undoably), Escape closes the list. Every composer uses it in place of Textarea, with the same
 * props (the picked text arrives through `onChange`, as typing does).
 *
 * The WAI-ARIA combobox pattern's listbox popup, driven from the field: the focus stays in the field, which
 * points at the active option with aria-activedescendant, controls the listbox and says it completes from a
 * list. The field keeps its own role: ARIA in HTML allows no other role on a textarea, and a combobox is a
 * one-line control (a screen reader would announce a post box as a combo box). A polite live region says how
 * many members are offered, which aria-expanded would say on a combobox.
 */
import { Suspense, useId, useState, type ComponentProps, type KeyboardEvent } from 'react';
import { cn } from '../../lib/cn';
import { mentionOptionId, mentionQueryAt, pickMention } from '../../lib/mention-draft';
import { lazyComponent } from '../lazy-component';
import { Textarea } from '../Textarea';
import type { MentionAnswer, MentionSuggestion } from './useMentionSuggestions';

// Its own chunk, fetched once an `@` is typed: most texts never need it.
const MentionSuggestions = lazyComponent(
  () => import('./MentionSuggestions'),
  (m) => m.MentionSuggestions,
);

interface Props extends ComponentProps<'textarea'> {
  /** Where the list opens: 'above' for a field at the bottom of its panel (the chat). */
  placement?: 'above' | 'below';
  /** Classes of the box around the field and its list (a flex item's growth, for one). */
  wrapperClassName?: string;
}

const startsWith = (value: string | null | undefined, prefix: string) =>
  Boolean(value?.toLowerCase().startsWith(prefix.toLowerCase()));

export function MentionTextarea({ placement = 'below', wrapperClassName, ref, onKeyDown, ...props }: Props) {
  const [field, setField] = useState<HTMLTextAreaElement | null>(null);
  const [caret, setCaret] = useState<number | null>(null);
  const [dismissedAt, setDismissedAt] = useState<number | null>(null);
  const [active, setActive] = useState({ query: '', index: 0 });
  const listboxId = useId();
  const text = String(props.value ?? '');
  const mention = caret === null ? null : mentionQueryAt(text, caret);
  const query = mention?.query && mention.start !== dismissedAt ? mention.query : null;
  const [answer, setAnswer] = useState<MentionAnswer>({ members: [], for: '' });
  // An answer to an earlier prefix still shows while the next is asked, narrowed to what now matches.
  const members = query
    ? answer.members.filter((m) => [m.username, m.firstName, m.lastName].some((v) => startsWith(v, query)))
    : [];
  const open = members.length > 0;
  const index = active.query === query ? Math.min(active.index, members.length - 1) : 0;

  const followCaret = (element: HTMLTextAreaElement) =>
    setCaret(element === document.activeElement ? element.selectionEnd : null);

  function pick(member: MentionSuggestion) {
    if (!field || !mention) return;
    const picked = pickMention(text, mention, member.username);
    field.focus();
    field.setSelectionRange(picked.replaced.start, picked.replaced.end);
    // As if typed: the field's undo history keeps it, and onChange hears of it.
    if (!document.execCommand('insertText', false, picked.replaced.with)) {
      field.setRangeText(picked.replaced.with, picked.replaced.start, picked.replaced.end, 'end');
      field.dispatchEvent(new Event('input', { bubbles: true }));
    }
    field.setSelectionRange(picked.caret, picked.caret);
    setCaret(picked.caret);
  }

  /** The list's keys while it is open; true when the key was one. */
  function listKey(key: string): boolean {
    switch (key) {
      case 'ArrowDown':
      case 'ArrowUp':
        setActive({ query: query!, index: (index + (key === 'ArrowDown' ? 1 : -1) + members.length) % members.length });
        return true;
      case 'Enter':
      case 'Tab':
        pick(members[index]!);
        return true;
      case 'Escape':
        setDismissedAt(mention!.start);
        return true;
      default:
        return false;
    }
  }

  function keyDown(event: KeyboardEvent<HTMLTextAreaElement>) {
    const plain = !event.shiftKey && !event.altKey && !event.ctrlKey && !event.metaKey;
    if (open && plain && !event.nativeEvent.isComposing && listKey(event.key)) {
      event.preventDefault();
      // Escape closes the list, not the dialog the field may be in; Enter picks, it does not send.
      event.stopPropagation();
      return;
    }
    onKeyDown?.(event);
  }

  return (
    <div className={cn('relative', wrapperClassName)}>
      <Textarea
        {...props}
        ref={(element) => {
          setField(element);
          if (typeof ref === 'function') return ref(element);
          if (ref) (ref as { current: HTMLTextAreaElement | null }).current = element;
        }}
        aria-autocomplete="list"
        aria-controls={open ? listboxId : undefined}
        aria-activedescendant={open ? mentionOptionId(listboxId, index) : undefined}
        onChange={(event) => {
          props.onChange?.(event);
          followCaret(event.currentTarget);
        }}
        onSelect={(event) => {
          props.onSelect?.(event);
          followCaret(event.currentTarget);
        }}
        onBlur={(event) => {
          props.onBlur?.(event);
          setCaret(null);
        }}
        onKeyDown={keyDown}
      />
      {mention && (
        <Suspense fallback={null}>
          <MentionSuggestions
            query={query}
            onAnswer={setAnswer}
            listbox={open ? { id: listboxId, members, active: index, placement, onPick: pick } : null}
          />
        </Suspense>
      )}
      {/* A live region without the status role: a form's own status line stays the only one it has. */}
      <span aria-live="polite" aria-atomic="true" className="sr-only">
        {open ? `${members.length} ${members.length === 1 ? 'member' : 'members'} to mention` : ''}
      </span>
    </div>
  );
}
