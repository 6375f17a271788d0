import { ChatLauncher } from './chat/ChatLauncher';
import { PanicButton } from './PanicButton';

/**
 * The floating chat (bottom left) and the panic button (bottom right). On a phone they sit in a bar of their
 * own along the bottom edge, and the open chat above it: floating over the page there, they covered its buttons
 * (Send in the chat, Post in the composer). Opaque and unfiltered: a backdrop filter would make the bar the
 * containing block of the open chat, which is fixed too. From sm up the bar dissolves and each floats in its corner.
 */
export function FloatingControls() {
  return (
    <div className="fixed inset-x-0 bottom-0 z-40 flex items-center justify-between border-t border-stone-200 bg-white px-4 pt-2 pb-[max(0.5rem,env(safe-area-inset-bottom))] sm:contents">
      <ChatLauncher />
      <PanicButton />
    </div>
  );
}
