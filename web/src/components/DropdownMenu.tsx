/**
 * A menu opened from a button: the post's ⋯ menu, the account menu. Keyboard and screen-reader ready. Its
 * Radix code loads when it first opens (`overlay/`): pointing at or focusing the trigger preloads it.
 */
import type * as Menu from '@radix-ui/react-dropdown-menu';
import { useId, type ComponentProps } from 'react';
import type * as Parts from './overlay/DropdownMenuParts';
import { preloadOverlays } from './overlay/radix-overlays';
import { composeHandlers, composeRefs, StandIn } from './overlay/StandIn';
import { deferredOverlayRoot } from './overlay/deferred-root';

const { Root: DropdownMenu, useOverlay: useMenu } = deferredOverlayRoot<ComponentProps<typeof Menu.Root>>(
  'DropdownMenu',
  (radix) => radix.dropdownMenu.DropdownMenu,
);

export { DropdownMenu };

function useParts(part: string): typeof Parts | undefined {
  return useMenu(part).radix?.dropdownMenu;
}

export function DropdownMenuTrigger({ ref, disabled = false, ...props }: ComponentProps<typeof Menu.Trigger>) {
  const overlay = useMenu('DropdownMenuTrigger');
  const id = useId();
  const Trigger = overlay.radix?.dropdownMenu.DropdownMenuTrigger;
  if (Trigger) return <Trigger {...props} disabled={disabled} ref={composeRefs(ref, overlay.takeOverFocus)} />;
  // Radix opens a menu on pointer down (keeping the focus off the trigger) and on Enter, Space and ArrowDown.
  return (
    <StandIn
      type="button"
      id={id}
      aria-haspopup="menu"
      aria-expanded={false}
      data-state="closed"
      data-disabled={disabled ? '' : undefined}
      disabled={disabled}
      {...props}
      ref={composeRefs(ref, overlay.standIn)}
      onPointerEnter={composeHandlers(props.onPointerEnter, preloadOverlays)}
      onFocus={composeHandlers(props.onFocus, preloadOverlays)}
      onPointerDown={composeHandlers(props.onPointerDown, (event) => {
        if (disabled || event.button !== 0 || event.ctrlKey) return;
        overlay.openFromStandIn({ keyboard: false });
        event.preventDefault();
      })}
      onKeyDown={composeHandlers(props.onKeyDown, (event) => {
        if (disabled || !['Enter', ' ', 'ArrowDown'].includes(event.key)) return;
        overlay.openFromStandIn({ keyboard: true });
        event.preventDefault();
      })}
    />
  );
}

export function DropdownMenuContent({ onFocus, ...props }: ComponentProps<typeof Parts.DropdownMenuContent>) {
  const overlay = useMenu('DropdownMenuContent');
  const Content = overlay.radix?.dropdownMenu.DropdownMenuContent;
  if (!Content) return null;
  return (
    <Content
      {...props}
      onFocus={composeHandlers(onFocus, (event) => {
        // Opened from the keyboard before Radix was there to see the key: focus the first item as Radix would.
        if (event.target !== event.currentTarget || !overlay.focusFirstItem.current) return;
        overlay.focusFirstItem.current = false;
        event.currentTarget.querySelector<HTMLElement>('[role^="menuitem"]:not([data-disabled])')?.focus();
      })}
    />
  );
}

/** The parts below live inside DropdownMenuContent, which renders once the Radix code is there. */
export function DropdownMenuItem(props: ComponentProps<typeof Parts.DropdownMenuItem>) {
  const Item = useParts('DropdownMenuItem')?.DropdownMenuItem;
  return Item ? <Item {...props} /> : null;
}

export function DropdownMenuLabel(props: ComponentProps<typeof Parts.DropdownMenuLabel>) {
  const Label = useParts('DropdownMenuLabel')?.DropdownMenuLabel;
  return Label ? <Label {...props} /> : null;
}

export function DropdownMenuSeparator(props: ComponentProps<typeof Parts.DropdownMenuSeparator>) {
  const Separator = useParts('DropdownMenuSeparator')?.DropdownMenuSeparator;
  return Separator ? <Separator {...props} /> : null;
}

export function DropdownMenuGroup(props: ComponentProps<typeof Parts.DropdownMenuGroup>) {
  const Group = useParts('DropdownMenuGroup')?.DropdownMenuGroup;
  return Group ? <Group {...props} /> : null;
}

export function DropdownMenuRadioGroup(props: ComponentProps<typeof Parts.DropdownMenuRadioGroup>) {
  const RadioGroup = useParts('DropdownMenuRadioGroup')?.DropdownMenuRadioGroup;
  return RadioGroup ? <RadioGroup {...props} /> : null;
}

export function DropdownMenuRadioItem(props: ComponentProps<typeof Parts.DropdownMenuRadioItem>) {
  const RadioItem = useParts('DropdownMenuRadioItem')?.DropdownMenuRadioItem;
  return RadioItem ? <RadioItem {...props} /> : null;
}
