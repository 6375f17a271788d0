/**
 * The line under a tag field that says why no more tags go in ('Maximum 5 hashtags'): the composer's tag input
 * and the post editor's show the same one. Always rendered, so that screen readers hear it when it changes.
 */
export function HashtagLimitMessage({ id, message }: { id: string; message: string | null }) {
  return (
    <p id={id} role="status" className="mt-1 min-h-4 text-xs font-medium text-stone-600">
      {message}
    </p>
  );
}
