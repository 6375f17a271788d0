import { ButtonLink } from '../../components/ButtonLink';
import { Logo } from '../../components/Logo';

const LOGIN_URL = '/api/login';

/** What signed-out visitors see: a stub of the landing page (the full page comes with the app shell). */
export function LandingScreen() {
  return (
    <div className="flex min-h-dvh flex-col">
      <header className="mx-auto flex w-full max-w-5xl items-center justify-between px-4 py-4 sm:px-6">
        <Logo />
        <ButtonLink href={LOGIN_URL}>Login/Dad Up</ButtonLink>
      </header>
      <main className="mx-auto flex w-full max-w-5xl flex-1 flex-col items-center justify-center px-4 py-16 text-center sm:px-6">
        <h1 className="text-5xl font-extrabold tracking-tight text-ink sm:text-6xl">{__PRODUCT_NAME__}</h1>
        <p className="mt-4 max-w-xl text-lg text-stone-600">
          Where dads meet, talk and help each other: groups, events, advice and a few bad jokes.
        </p>
        <div className="mt-8 flex flex-wrap justify-center gap-3">
          <ButtonLink href={`${LOGIN_URL}?mode=register`}>Dad Up</ButtonLink>
          <ButtonLink href="/about" look="quiet">
            Learn More
          </ButtonLink>
        </div>
      </main>
    </div>
  );
}
