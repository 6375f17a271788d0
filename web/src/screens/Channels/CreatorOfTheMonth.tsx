import { Award } from 'lucide-react';

/** The directory's static 'Creator of the Month' banner (it names no one yet). */
export function CreatorOfTheMonth() {
  return (
    <section
      aria-labelledby="creator-of-the-month"
      className="flex items-center gap-4 rounded-2xl bg-gradient-to-r from-brand-700 to-brand-500 p-5 text-white shadow-sm sm:p-6"
    >
      <span className="grid size-12 shrink-0 place-items-center rounded-full bg-white/15">
        <Award aria-hidden className="size-6" />
      </span>
      <div>
        <h2 id="creator-of-the-month" className="text-lg font-bold">
          Creator of the Month
        </h2>
        <p className="text-sm text-white/90">
          Each month we feature the dad whose channel helped the most dads. Share what you know: next month it could be
          you.
        </p>
      </div>
    </section>
  );
}
