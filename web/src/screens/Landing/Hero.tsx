import { ArrowRight } from 'lucide-react';
import { PRODUCT_NAME } from '../../product';
import { Link } from '../../router/Link';
import { DadsConnectedBadge } from './DadsConnectedBadge';
import { HeroPreview } from './HeroPreview';
import { primaryButton, REGISTER_URL, secondaryButton } from './landingLinks';
import { SignInButton } from './SignInButton';

/** The landing page's opening: the name, what it is for, and the two ways in. */
export function Hero() {
  return (
    <section
      aria-labelledby="hero-title"
      className="mx-auto grid w-full max-w-6xl items-center gap-12 px-4 pt-10 pb-16 sm:px-6 sm:pt-16 lg:grid-cols-[minmax(0,1fr)_minmax(0,26rem)] lg:gap-16 lg:pb-24"
    >
      <div className="text-center lg:text-left">
        <DadsConnectedBadge />
        <h1 id="hero-title" className="mt-6 text-5xl font-extrabold tracking-tight text-ink sm:text-7xl">
          {PRODUCT_NAME}
        </h1>
        <p className="mt-4 text-2xl font-bold tracking-tight text-brand-800 sm:text-3xl">
          Dads helping dads. Every day.
        </p>
        <p className="mx-auto mt-4 max-w-xl text-lg leading-relaxed text-stone-600 lg:mx-0">
          The community for dads, future dads, surprise dads and the friends who love them. Find your crew, plan the
          next cookout and ask the questions you can't google.
        </p>
        <div className="mt-8 flex flex-col items-center justify-center gap-3 sm:flex-row lg:justify-start">
          <SignInButton href={REGISTER_URL} className={`${primaryButton} w-full px-7 py-3 text-base sm:w-auto`}>
            Dad Up
            <ArrowRight className="size-4" aria-hidden="true" />
          </SignInButton>
          <Link to="/about" className={`${secondaryButton} w-full px-7 py-3 text-base sm:w-auto`}>
            Learn More
          </Link>
        </div>
        <p className="mt-4 text-sm text-stone-600">Free to join. 18+ only.</p>
      </div>
      <HeroPreview />
    </section>
  );
}
