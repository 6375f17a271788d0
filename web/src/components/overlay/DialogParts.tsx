import * as DialogPrimitive from '@radix-ui/react-dialog';
import { X } from 'lucide-react';
import type { ComponentProps } from 'react';
import { cn } from '../../lib/cn';
import '../motion.css';

/** The Radix side of `../Dialog.tsx`. */
export const Dialog = DialogPrimitive.Root;
export const DialogTrigger = DialogPrimitive.Trigger;
export const DialogClose = DialogPrimitive.Close;

type ContentProps = ComponentProps<typeof DialogPrimitive.Content> & {
  /** Hide the corner close button (the dialog still closes with Escape, a click outside or a Cancel button). */
  hideClose?: boolean;
};

export function DialogContent({ className, children, hideClose = false, ...props }: ContentProps) {
  return (
    <DialogPrimitive.Portal>
      <DialogPrimitive.Overlay
        className={cn(
          'fixed inset-0 z-50 bg-stone-950/50 backdrop-blur-[2px]',
          'motion-safe:data-[state=open]:animate-[dh-fade-in_200ms_ease-out]',
          'motion-safe:data-[state=closed]:animate-[dh-fade-out_150ms_ease-in]',
        )}
      />
      <DialogPrimitive.Content
        className={cn(
          'fixed inset-x-0 bottom-0 z-50 grid max-h-[92dvh] gap-4 overflow-y-auto overscroll-contain bg-white p-5 pb-[max(1.25rem,env(safe-area-inset-bottom))] text-ink shadow-xl',
          'rounded-t-2xl focus:outline-none',
          'motion-safe:data-[state=open]:animate-[dh-rise-in_250ms_cubic-bezier(0.16,1,0.3,1)]',
          'motion-safe:data-[state=closed]:animate-[dh-sink-out_150ms_ease-in]',
          'sm:inset-x-auto sm:bottom-auto sm:top-1/2 sm:left-1/2 sm:w-[calc(100%-2rem)] sm:max-w-lg sm:-translate-x-1/2',
          'sm:-translate-y-1/2 sm:rounded-2xl sm:p-6',
          'sm:motion-safe:data-[state=open]:animate-[dh-pop-in_200ms_ease-out]',
          'sm:motion-safe:data-[state=closed]:animate-[dh-pop-out_150ms_ease-in]',
          className,
        )}
        {...props}
      >
        {children}
        {!hideClose && (
          <DialogPrimitive.Close
            aria-label="Close"
            className={cn(
              'absolute top-3 right-3 grid size-9 cursor-pointer place-items-center rounded-full text-stone-500',
              'transition-colors hover:bg-stone-100 hover:text-stone-800',
              'focus-visible:outline-2 focus-visible:outline-brand-600',
            )}
          >
            <X aria-hidden className="size-5" />
          </DialogPrimitive.Close>
        )}
      </DialogPrimitive.Content>
    </DialogPrimitive.Portal>
  );
}

export function DialogTitle({ className, ...props }: ComponentProps<typeof DialogPrimitive.Title>) {
  return <DialogPrimitive.Title className={cn('text-lg leading-tight font-bold', className)} {...props} />;
}

export function DialogDescription({ className, ...props }: ComponentProps<typeof DialogPrimitive.Description>) {
  return <DialogPrimitive.Description className={cn('text-sm text-stone-600', className)} {...props} />;
}
