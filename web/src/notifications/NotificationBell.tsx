/**
 * The bell on a group, event, channel or question page and in a conversation's header: a menu to follow everything
 * in it, mute it, or leave it to the notification settings. The icon and the button's name show the level now; the
 * screen's own fragment selects `viewerNotificationLevel` and passes it in, and the change shows at once.
 */
import { Bell, BellOff, BellRing } from 'lucide-react';
import { useId } from 'react';
import { Button } from '../components/Button';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuLabel,
  DropdownMenuRadioGroup,
  DropdownMenuRadioItem,
  DropdownMenuTrigger,
} from '../components/DropdownMenu';
import { toast } from '../components/toast/toast-store';
import { cn } from '../lib/cn';
import { bellChoices, bellLabel, bellToast, choiceOf, levelOf, type BellKind } from '../lib/notification-bell';
import { MutationError } from '../relay/mutation';
import { useSetNotificationFollow } from './useSetNotificationFollow';

interface Props {
  kind: BellKind;
  /** The group's, event's, channel's, question's or conversation's global id. */
  targetId: string;
  /** `viewerNotificationLevel`. */
  level: string | null | undefined;
  /** `sm` in a conversation's header, beside its name. */
  size?: 'sm' | 'md';
  className?: string;
}

const ICONS = { default: Bell, following: BellRing, muted: BellOff } as const;

export function NotificationBell({ kind, targetId, level, size = 'md', className }: Props) {
  const [setLevel] = useSetNotificationFollow();
  const id = useId();
  const chosen = choiceOf(level);
  const Icon = ICONS[chosen];
  const label = bellLabel(kind, level);

  async function choose(value: string) {
    const next = levelOf(value);
    if (next === levelOf(level)) return;
    try {
      toast({ title: bellToast(kind, await setLevel(targetId, next)) });
    } catch (error) {
      if (error instanceof MutationError && error.code === 'UNAUTHENTICATED') return;
      const description =
        error instanceof MutationError && error.code !== 'INTERNAL_SERVER_ERROR'
          ? error.message
          : 'Failed to change your notifications. Please try again.';
      toast({ title: 'Error', description, variant: 'destructive' });
    }
  }

  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button
          variant={size === 'sm' ? 'ghost' : 'outline'}
          size="icon"
          aria-label={label}
          title={label}
          className={cn(
            size === 'sm' && 'size-8 [&_svg]:size-4',
            chosen === 'following' && 'text-brand-700',
            chosen === 'muted' && 'text-stone-500',
            className,
          )}
        >
          <Icon aria-hidden />
        </Button>
      </DropdownMenuTrigger>
      {/* A page's bell sits in a row of buttons from the left, a conversation's at the header's right end. */}
      <DropdownMenuContent align={size === 'sm' ? 'end' : 'start'} className="w-72 max-w-[calc(100vw-1rem)]">
        <DropdownMenuLabel>{`Notifications for this ${kind}`}</DropdownMenuLabel>
        <DropdownMenuRadioGroup value={chosen} onValueChange={(value) => void choose(value)}>
          {bellChoices(kind).map((choice) => (
            <DropdownMenuRadioItem
              key={choice.value}
              value={choice.value}
              aria-labelledby={`${id}-${choice.value}`}
              aria-describedby={`${id}-${choice.value}-hint`}
            >
              <span id={`${id}-${choice.value}`}>{choice.label}</span>
              <span id={`${id}-${choice.value}-hint`} className="text-xs font-normal text-stone-500">
                {choice.hint}
              </span>
            </DropdownMenuRadioItem>
          ))}
        </DropdownMenuRadioGroup>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
