import { Footer } from '../../components/Footer';
import { Logo } from '../../components/Logo';
import { FeatureGrid } from './FeatureGrid';
import { Hero } from './Hero';
import { JoinCallToAction } from './JoinCallToAction';
import { LOGIN_URL, primaryButton } from './landingLinks';
import { SignInButton } from './SignInButton';

/**
 * What signed-out visitors see at /: the pitch, the member counter and the ways to join.
 * Kept light on purpose (no Relay, Radix or date-fns): it is the first page most visitors load.
 */
export function LandingScreen() {
  return (
    <div className="flex min-h-dvh flex-col bg-linear-to-b from-brand-50 via-stone-50 to-stone-50">
      <header className="sticky top-0 z-10 border-b border-stone-200/70 bg-brand-50/80 backdrop-blur-md">
        <div className="mx-auto flex w-full max-w-6xl items-center justify-between gap-4 px-4 py-3 sm:px-6">
          <Logo />
          <SignInButton href={LOGIN_URL} className={`${primaryButton} px-4 py-2 text-sm sm:px-5 sm:py-2.5`}>
            Login/Dad Up
          </SignInButton>
        </div>
      </header>
      <main className="flex-1">
        <Hero />
        <FeatureGrid />
        <JoinCallToAction />
      </main>
      <Footer />
    </div>
  );
}

export default LandingScreen;
