/**
 * A modal dialog: a sheet that rises from the bottom on phones, a centred card from the sm breakpoint. Its
 * Radix code loads when it first opens (`overlay/`); a dialog opened from a button should preload it
 * (`preloadOverlays` on pointer-enter and focus) so that it opens at once.
 */
import type * as DialogPrimitive from '@radix-ui/react-dialog';
import type { ComponentProps, ReactNode } from 'react';
import { cn } from '../lib/cn';
import type * as Parts from './overlay/DialogParts';
import { preloadOverlays } from './overlay/radix-overlays';
import { deferredOverlayRoot, PanelTrigger } from './overlay/deferred-root';

export { preloadOverlays };

const { Root: Dialog, useOverlay: useDialog } = deferredOverlayRoot<
  ComponentProps<typeof DialogPrimitive.Root> & { children?: ReactNode }
>('Dialog', (radix) => radix.dialog.Dialog);

export { Dialog };

export function DialogTrigger(props: ComponentProps<typeof DialogPrimitive.Trigger>) {
  const overlay = useDialog('DialogTrigger');
  return <PanelTrigger {...props} overlay={overlay} real={overlay.radix?.dialog.DialogTrigger} />;
}

/** Only inside DialogContent, which renders once the Radix code is there. */
export function DialogClose(props: ComponentProps<typeof Parts.DialogClose>) {
  const Close = useDialog('DialogClose').radix?.dialog.DialogClose;
  return Close ? <Close {...props} /> : null;
}

export function DialogContent(props: ComponentProps<typeof Parts.DialogContent>) {
  const Content = useDialog('DialogContent').radix?.dialog.DialogContent;
  return Content ? <Content {...props} /> : null;
}

export function DialogTitle(props: ComponentProps<typeof Parts.DialogTitle>) {
  const Title = useDialog('DialogTitle').radix?.dialog.DialogTitle;
  return Title ? <Title {...props} /> : null;
}

export function DialogDescription(props: ComponentProps<typeof Parts.DialogDescription>) {
  const Description = useDialog('DialogDescription').radix?.dialog.DialogDescription;
  return Description ? <Description {...props} /> : null;
}

export function DialogHeader({ className, ...props }: ComponentProps<'div'>) {
  return <div className={cn('flex flex-col gap-1.5 pr-8 text-left', className)} {...props} />;
}

export function DialogFooter({ className, ...props }: ComponentProps<'div'>) {
  return (
    <div
      className={cn('flex flex-col-reverse gap-2 pt-2 sm:flex-row sm:justify-end [&>*]:max-sm:w-full', className)}
      {...props}
    />
  );
}
