/**
 * The Terms of Service as the onboarding dialog shows them: the four rules in short.
 * /terms has the full text, but a member in onboarding cannot reach it, so the essentials are here.
 */
import { useId } from 'react';
import { BadgeCheck, BadgeDollarSign, HeartHandshake, ShieldBan, type LucideIcon } from 'lucide-react';
import { PRODUCT_NAME } from '../../product';
import { EFFECTIVE_DATE, MINIMUM_AGE } from '../Legal/legalFacts';

const rules: { icon: LucideIcon; title: string; text: string }[] = [
  {
    icon: BadgeCheck,
    title: `${MINIMUM_AGE}+ only`,
    text: `Users must be ${MINIMUM_AGE} or older to join and use ${PRODUCT_NAME}.`,
  },
  {
    icon: HeartHandshake,
    title: 'Keep it respectful',
    text: 'No harmful, harassing or illegal content. We are here to lift each other up.',
  },
  {
    icon: ShieldBan,
    title: 'Be yourself, honestly',
    text: 'No spam, scams or impersonation of other people or organisations.',
  },
  {
    icon: BadgeDollarSign,
    title: 'No sales pitches',
    text: 'No commercial solicitation: advertising, selling or recruiting members for paid schemes.',
  },
];

export function TermsSummary() {
  const headingId = useId();
  return (
    <section
      aria-labelledby={headingId}
      // Scrolls on short screens, so it must be reachable by keyboard too.
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a region that scrolls must be focusable for keyboard users to scroll it
      tabIndex={0}
      className="max-h-[40dvh] overflow-y-auto rounded-xl border border-stone-200 bg-stone-50 p-4 focus-visible:outline-2 focus-visible:outline-brand-600"
    >
      <div className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-1">
        <h3 id={headingId} className="font-bold text-ink">
          Terms of Service
        </h3>
        <p className="text-xs font-medium text-stone-600">Effective date: {EFFECTIVE_DATE}</p>
      </div>
      <ul className="mt-3 grid gap-3">
        {rules.map(({ icon: Icon, title, text }) => (
          <li key={title} className="flex gap-3">
            <span className="grid size-8 shrink-0 place-items-center rounded-lg bg-white text-brand-700 ring-1 ring-stone-200">
              <Icon aria-hidden className="size-4" />
            </span>
            <p className="text-sm text-stone-700">
              <strong className="block font-semibold text-ink">{title}</strong>
              {text}
            </p>
          </li>
        ))}
      </ul>
      <p className="mt-4 text-xs text-stone-600">
        Breaking these rules can get content removed or an account suspended. {PRODUCT_NAME} is family-friendly, so keep
        posts and images suitable for everyone.
      </p>
    </section>
  );
}
