import type { ReactNode } from 'react';

/** One titled part of a static page; the page's prose styles apply to what it holds. */
export function LegalSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="border-t border-stone-200 pt-8 first:border-t-0 first:pt-0">
      <h2 className="text-xl font-bold tracking-tight text-ink sm:text-2xl">{title}</h2>
      {children}
    </section>
  );
}
