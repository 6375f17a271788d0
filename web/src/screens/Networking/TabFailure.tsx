/** What a tab shows when its list failed to load (inside a QuietBoundary): the rest of the screen works on. */
export function TabFailure({ what }: { what: string }) {
  return (
    <p className="rounded-xl bg-white p-6 text-center text-sm text-stone-600">{`${what} could not be loaded right now. Please try again later.`}</p>
  );
}
