import * as ToastPrimitive from '@radix-ui/react-toast';
import { useEffect, useState } from 'react';
import { X } from 'lucide-react';
import { cn } from '../../lib/cn';
import '../motion.css';
import { TOAST_DURATION_MS, dismissToast, markToastShown, useToasts, type ToastItem } from './toast-store';

/**
 * Renders the toasts of the toast store. Mount once near the root of the app (LazyToaster does); call `toast()`
 * from anywhere. Toasts that waited for this code join the viewport just after it mounts, so that its live region
 * is on the page before their text is.
 */
export function Toaster() {
  const [mounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);
  const waiting = useToasts();
  const toasts = mounted ? waiting : [];
  return (
    <ToastPrimitive.Provider duration={TOAST_DURATION_MS} swipeDirection="right" swipeThreshold={50}>
      {toasts.map((item) => (
        <ToastView key={item.id} item={item} />
      ))}
      <ToastPrimitive.Viewport
        hotkey={['F8']}
        aria-live="polite"
        className={cn(
          'fixed inset-x-0 top-0 z-100 flex max-h-dvh flex-col gap-2 p-4 pt-[max(1rem,env(safe-area-inset-top))] outline-none',
          // Above a bar stuck to the bottom of the screen, where one is (toast-lift.ts).
          'sm:top-auto sm:right-0 sm:bottom-[var(--dh-toast-lift,0px)] sm:left-auto sm:w-full sm:max-w-sm sm:pt-4',
        )}
      />
    </ToastPrimitive.Provider>
  );
}

function ToastView({ item }: { item: ToastItem }) {
  const destructive = item.variant === 'destructive';
  return (
    <ToastPrimitive.Root
      open={item.open}
      onOpenChange={(open) => {
        if (!open) dismissToast(item.id);
      }}
      // Errors interrupt a screen reader; confirmations wait their turn.
      type={destructive ? 'foreground' : 'background'}
      className={cn(
        'group pointer-events-auto relative flex w-full items-start gap-3 rounded-xl p-4 pr-11 shadow-lg ring-1',
        destructive ? 'bg-red-600 text-white ring-red-700' : 'bg-white text-ink ring-stone-200 shadow-stone-900/10',
        'data-[swipe=move]:translate-x-(--radix-toast-swipe-move-x) data-[swipe=move]:transition-none',
        'data-[swipe=cancel]:translate-x-0 data-[swipe=cancel]:transition-[translate]',
        'data-[swipe=end]:translate-x-(--radix-toast-swipe-end-x)',
        // From the top edge on phones, from the bottom-right corner on larger screens.
        'motion-safe:data-[state=open]:animate-[dh-drop-in_250ms_cubic-bezier(0.16,1,0.3,1)]',
        'sm:motion-safe:data-[state=open]:animate-[dh-rise-in_250ms_cubic-bezier(0.16,1,0.3,1)]',
        'motion-safe:data-[state=closed]:animate-[dh-fade-out_150ms_ease-in]',
        'motion-safe:data-[swipe=end]:animate-[dh-slide-out-right_150ms_ease-out]',
      )}
    >
      {/* Announced by the viewport's live region rather than Radix's hidden copy, so each text is on the page once. */}
      {/* Its text reaching the page is what `toastShown` waits for (Radix renders it once the viewport is there). */}
      <div
        ref={(element) => {
          if (element) markToastShown(item.id);
        }}
        className="grid min-w-0 gap-1"
        data-radix-toast-announce-exclude=""
      >
        <ToastPrimitive.Title className="text-sm font-bold">{item.title}</ToastPrimitive.Title>
        {item.description && (
          <ToastPrimitive.Description className={cn('text-sm', destructive ? 'text-white' : 'text-stone-600')}>
            {item.description}
          </ToastPrimitive.Description>
        )}
      </div>
      <ToastPrimitive.Close
        aria-label="Close"
        className={cn(
          'absolute top-2.5 right-2.5 grid size-8 cursor-pointer place-items-center rounded-full transition-colors',
          'focus-visible:outline-2',
          destructive
            ? 'text-red-100 hover:bg-red-700 hover:text-white focus-visible:outline-white'
            : 'text-stone-400 hover:bg-stone-100 hover:text-stone-700 focus-visible:outline-brand-600',
        )}
      >
        <X aria-hidden className="size-4" />
      </ToastPrimitive.Close>
    </ToastPrimitive.Root>
  );
}
