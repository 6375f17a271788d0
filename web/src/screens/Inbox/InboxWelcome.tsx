import { MessageCircle, SquarePen } from 'lucide-react';
import { Button } from '../../components/Button';

/** The inbox without any conversation. */
export function InboxWelcome({ onStart }: { onStart: () => void }) {
  return (
    <div className="grid flex-1 place-items-center p-8 text-center">
      <div className="max-w-sm">
        <span className="mx-auto grid size-14 place-items-center rounded-full bg-brand-50 text-brand-700">
          <MessageCircle aria-hidden className="size-7" />
        </span>
        <h2 className="mt-4 text-xl font-bold text-ink">Welcome to Messages</h2>
        <p className="mt-2 text-sm text-stone-600">
          Chat one-on-one with the dads you are connected with, or start a group.
        </p>
        <Button className="mt-5" onClick={onStart}>
          <SquarePen aria-hidden />
          Start a Conversation
        </Button>
      </div>
    </div>
  );
}
