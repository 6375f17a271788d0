import { Megaphone } from 'lucide-react';

/** A reserved ad slot: a quiet panel that says what it is for. */
export function AdPlaceholder({ title, children }: { title: string; children: string }) {
  return (
    <section
      aria-label={title}
      className="rounded-xl border border-dashed border-brand-300 bg-linear-to-br from-brand-50 to-white p-4 text-sm"
    >
      <p className="flex items-center gap-2 text-xs font-semibold tracking-wide text-brand-800 uppercase">
        <Megaphone aria-hidden className="size-3.5" />
        Advertisement
      </p>
      <h2 className="mt-2 text-base font-bold text-ink">{title}</h2>
      <p className="mt-1 text-stone-600">{children}</p>
    </section>
  );
}
