/** A feed tab's spinner while its data loads (the Groupfeed's, Eventfeed's and Newsfeed's). */
export function FeedLoading({ label }: { label: string }) {
  return (
    <p role="status" className="flex justify-center py-8">
      <span aria-hidden className="size-8 animate-spin rounded-full border-4 border-brand-200 border-t-brand-600" />
      <span className="sr-only">{label}</span>
    </p>
  );
}
