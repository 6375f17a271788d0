/** The full-page spinner shown while the app finds out who is signed in. */
export function Spinner() {
  return (
    <div className="grid min-h-dvh place-items-center" role="status">
      <span className="size-10 animate-spin rounded-full border-4 border-brand-200 border-t-brand-600" />
      <span className="sr-only">Loading…</span>
    </div>
  );
}
