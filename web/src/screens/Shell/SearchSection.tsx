import { useId, type ReactNode } from 'react';

/** A titled group of search results (Dads, Posts, Groups, Events). */
export function SearchSection({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <section aria-labelledby={id} className="py-1">
      <h3 id={id} className="px-2 pt-1 pb-1 text-xs font-bold tracking-wider text-stone-600 uppercase">
        {title}
      </h3>
      <ul>{children}</ul>
    </section>
  );
}
