/**
 * The floating chat's round button at the bottom left of the dashboard. The chat
 * itself is its own chunk, fetched as the button is pointed at or focused; closing it unmounts it, which resets
 * the open conversation, minimised and expanded.
 */
import { LoaderCircle, MessageCircle } from 'lucide-react';
import { Suspense, useState } from 'react';
import { lazyComponent } from '../../../components/lazy-component';

const FloatingChat = lazyComponent(
  () => import('./FloatingChat'),
  (m) => m.FloatingChat,
);

// On a phone the button sits in the bottom bar (FloatingControls) and the open chat just above that bar.
const launcherCorner = 'relative sm:fixed sm:left-6 sm:bottom-6 sm:z-40';
const chatCorner =
  'fixed inset-x-2 bottom-[calc(4.5rem+env(safe-area-inset-bottom))] z-40 sm:inset-x-auto sm:left-6 sm:bottom-6';

export function ChatLauncher() {
  const [open, setOpen] = useState(false);
  if (open) {
    return (
      <Suspense
        fallback={
          <LoaderCircle
            aria-label="Opening chat"
            role="img"
            className={`${launcherCorner} size-12 animate-spin p-3 text-brand-700 sm:size-14 sm:p-4`}
          />
        }
      >
        <FloatingChat corner={chatCorner} onClose={() => setOpen(false)} />
      </Suspense>
    );
  }
  return (
    <button
      type="button"
      aria-label="Open chat"
      title="Chat"
      onClick={() => setOpen(true)}
      onPointerEnter={FloatingChat.preload}
      onFocus={FloatingChat.preload}
      className={`${launcherCorner} grid size-12 cursor-pointer place-items-center rounded-full bg-brand-700 text-white shadow-lg shadow-brand-900/30 ring-4 ring-white transition-transform sm:size-14 hover:scale-105 hover:bg-brand-800 focus-visible:outline-2 focus-visible:outline-offset-4 focus-visible:outline-brand-600`}
    >
      <MessageCircle aria-hidden className="size-6" />
    </button>
  );
}
