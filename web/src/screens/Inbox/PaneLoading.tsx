import { LoaderCircle } from 'lucide-react';

/** While a conversation loads. */
export function PaneLoading() {
  return (
    <p role="status" className="flex flex-1 items-center justify-center gap-2 p-8 text-sm text-stone-500">
      <LoaderCircle aria-hidden className="size-5 animate-spin" />
      Loading the conversation…
    </p>
  );
}
