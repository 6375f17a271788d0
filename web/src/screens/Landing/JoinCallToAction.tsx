import { ArrowRight } from 'lucide-react';
import { LOGIN_URL, onBrandButton, REGISTER_URL } from './landingLinks';
import { SignInButton } from './SignInButton';

/** The closing invitation at the foot of the landing page. */
export function JoinCallToAction() {
  return (
    <section aria-labelledby="join-title" className="mx-auto w-full max-w-6xl px-4 py-16 sm:px-6 sm:py-24">
      <div className="relative overflow-hidden rounded-3xl bg-linear-to-br from-brand-700 via-brand-800 to-brand-900 px-6 py-12 text-center text-white shadow-xl shadow-brand-900/20 sm:px-12 sm:py-16">
        <div aria-hidden="true" className="absolute -top-24 -right-24 size-72 rounded-full bg-white/10 blur-2xl" />
        <div
          aria-hidden="true"
          className="absolute -bottom-32 -left-20 size-80 rounded-full bg-brand-500/30 blur-3xl"
        />
        <div className="relative">
          <h2 id="join-title" className="text-3xl font-extrabold tracking-tight sm:text-4xl">
            Start Your Dad Journey
          </h2>
          <p className="mx-auto mt-3 max-w-xl text-lg text-brand-50">
            Join dads near you and around the world. Share the wins, get help with the hard parts, and bring your best
            bad jokes.
          </p>
          <div className="mt-8 flex flex-col items-center justify-center gap-4 sm:flex-row">
            <SignInButton href={REGISTER_URL} className={`${onBrandButton} w-full px-8 py-3 text-base sm:w-auto`}>
              Dad Up
              <ArrowRight className="size-4" aria-hidden="true" />
            </SignInButton>
            <a
              href={LOGIN_URL}
              className="rounded-full px-2 py-1 font-semibold text-white underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white"
            >
              Already a member? Log in
            </a>
          </div>
        </div>
      </div>
    </section>
  );
}
