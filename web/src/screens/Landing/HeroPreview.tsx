import { CalendarDays, MessageCircleQuestionMark, Smile } from 'lucide-react';

/**
 * A glimpse of life inside: three sample cards. Decorative (hidden from assistive technology), since the
 * feature grid below says the same in words.
 */
export function HeroPreview() {
  return (
    <div aria-hidden="true" className="relative mx-auto hidden w-full max-w-md select-none sm:block">
      <div className="absolute -inset-6 -z-10 rounded-[2.5rem] bg-linear-to-br from-brand-200/70 via-brand-100/60 to-transparent blur-2xl" />
      <div className="space-y-4">
        <div className="rounded-2xl bg-white p-5 shadow-lg ring-1 shadow-stone-900/5 ring-stone-200 lg:-rotate-1">
          <p className="flex items-center gap-2 text-xs font-semibold tracking-wider text-brand-800 uppercase">
            <MessageCircleQuestionMark className="size-4" /> Ask a Dad
          </p>
          <p className="mt-2 font-semibold text-ink">How do you get a toddler to sleep past 5 a.m.?</p>
          <div className="mt-3 flex items-center gap-2 text-sm text-stone-600">
            <span className="flex -space-x-2">
              <span className="size-6 rounded-full bg-amber-300 ring-2 ring-white" />
              <span className="size-6 rounded-full bg-sky-300 ring-2 ring-white" />
              <span className="size-6 rounded-full bg-emerald-300 ring-2 ring-white" />
            </span>
            12 dads answered
          </div>
        </div>
        <div className="ml-6 rounded-2xl bg-white p-5 shadow-lg ring-1 shadow-stone-900/5 ring-stone-200 sm:ml-10 lg:rotate-1">
          <div className="flex items-start gap-4">
            <div className="grid w-12 shrink-0 place-items-center rounded-xl bg-brand-50 py-1.5 text-brand-800 ring-1 ring-brand-200">
              <span className="text-xs font-semibold uppercase">Sat</span>
              <span className="text-xl leading-none font-extrabold">14</span>
            </div>
            <div>
              <p className="flex items-center gap-1.5 text-xs font-semibold tracking-wider text-stone-600 uppercase">
                <CalendarDays className="size-3.5" /> Event
              </p>
              <p className="mt-1 font-semibold text-ink">Backyard Cookout &amp; Cornhole</p>
              <p className="text-sm text-stone-600">Riverside Park · 8 dads going</p>
            </div>
          </div>
        </div>
        <div className="rounded-2xl bg-linear-to-br from-brand-700 to-brand-900 p-5 text-white shadow-lg shadow-brand-900/20 lg:-rotate-1">
          <p className="flex items-center gap-2 text-xs font-semibold tracking-wider text-brand-100 uppercase">
            <Smile className="size-4" /> Dad joke of the day
          </p>
          <p className="mt-2 text-lg leading-snug">
            I'm reading a book about anti-gravity. It's impossible to put down.
          </p>
        </div>
      </div>
    </div>
  );
}
