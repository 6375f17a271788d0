import { graphql, useFragment } from 'react-relay/hooks';
import type { HomeScreen_viewer$key } from '../../__generated__/HomeScreen_viewer.graphql';
import { ButtonLink } from '../../components/ButtonLink';
import { Logo } from '../../components/Logo';

/** What a signed-in member sees for now: who they are and a way out (the dashboard comes with the shell). */
export function HomeScreen({ viewer }: { viewer: HomeScreen_viewer$key }) {
  const { username, firstName } = useFragment(
    graphql`
      fragment HomeScreen_viewer on User {
        username
        firstName
      }
    `,
    viewer,
  );
  return (
    <div className="min-h-dvh">
      <header className="border-b border-stone-200 bg-white">
        <div className="mx-auto flex max-w-5xl items-center justify-between gap-4 px-4 py-3 sm:px-6">
          <a href="/" className="shrink-0">
            <Logo compactOnPhone />
          </a>
          <div className="flex min-w-0 items-center gap-3 text-sm">
            <span className="min-w-0 truncate text-stone-600" title={`@${username}`}>
              Signed in as @{username}
            </span>
            <ButtonLink href="/api/logout" look="quiet">
              Log out
            </ButtonLink>
          </div>
        </div>
      </header>
      <main className="mx-auto max-w-5xl px-4 py-10 sm:px-6">
        <h1 className="text-2xl font-bold">Welcome, {firstName || `@${username}`}!</h1>
        <p className="mt-2 text-stone-600">Your dashboard is on its way. Pull up a lawn chair.</p>
      </main>
    </div>
  );
}
