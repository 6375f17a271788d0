import { LoaderCircle } from 'lucide-react';

/** The search dropdown's spinner or one-line message, announced politely. */
export function SearchStatus({ loading = false, message }: { loading?: boolean; message?: string }) {
  return (
    <p role="status" className="flex items-center justify-center gap-2 px-3 py-6 text-center text-sm text-stone-600">
      {loading ? (
        <>
          <LoaderCircle aria-hidden className="size-5 animate-spin text-brand-600" />
          <span className="sr-only">Searching…</span>
        </>
      ) : (
        message
      )}
    </p>
  );
}
