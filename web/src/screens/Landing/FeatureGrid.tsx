import { CalendarDays, Handshake, MessageCircleQuestionMark, MessagesSquare, Newspaper, Users } from 'lucide-react';
import type { LucideIcon } from 'lucide-react';
import { PRODUCT_NAME } from '../../product';

interface Feature {
  title: string;
  description: string;
  Icon: LucideIcon;
}

const features: Feature[] = [
  {
    title: 'Local & Global Groups',
    description: 'Find your crew down the street or across the world, from new-dad circles to weekend teams.',
    Icon: Users,
  },
  {
    title: 'Event Planning',
    description: 'Plan cookouts, game nights and meetups, in person or online, and see who is coming.',
    Icon: CalendarDays,
  },
  {
    title: 'Dadfeed',
    description: 'Your own feed of wins, fails, photos and polls from the dads you know and follow.',
    Icon: Newspaper,
  },
  {
    title: 'Ask a Dad',
    description: 'Ask anything, from diaper blowouts to leaky faucets, and get answers from dads who have been there.',
    Icon: MessageCircleQuestionMark,
  },
  {
    title: 'Networking',
    description: 'Connect with dads for friendship, mentoring and career contacts that go the distance.',
    Icon: Handshake,
  },
  {
    title: 'Community Forum',
    description: 'Swap stories, jokes and hard-won wisdom in open conversations with the whole community.',
    Icon: MessagesSquare,
  },
];

/** What members can do, one card per feature. */
export function FeatureGrid() {
  return (
    <section aria-labelledby="features-title" className="border-y border-stone-200 bg-white">
      <div className="mx-auto w-full max-w-6xl px-4 py-16 sm:px-6 sm:py-24">
        <div className="mx-auto max-w-2xl text-center">
          <h2 id="features-title" className="text-3xl font-extrabold tracking-tight text-ink sm:text-4xl">
            It's {PRODUCT_NAME}
          </h2>
          <p className="mt-3 text-lg text-stone-600">Everything a dad needs to meet, talk and help each other.</p>
        </div>
        <ul className="mt-12 grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
          {features.map(({ title, description, Icon }) => (
            <li
              key={title}
              className="group rounded-2xl bg-stone-50 p-6 ring-1 ring-stone-200 transition hover:-translate-y-0.5 hover:bg-white hover:shadow-lg hover:shadow-stone-900/5 motion-reduce:transition-none motion-reduce:hover:translate-y-0"
            >
              <span className="grid size-12 place-items-center rounded-xl bg-brand-100 text-brand-700 ring-1 ring-brand-200 transition-colors group-hover:bg-brand-700 group-hover:text-white">
                <Icon className="size-6" aria-hidden="true" />
              </span>
              <h3 className="mt-5 text-lg font-bold text-ink">{title}</h3>
              <p className="mt-1.5 leading-relaxed text-stone-600">{description}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
