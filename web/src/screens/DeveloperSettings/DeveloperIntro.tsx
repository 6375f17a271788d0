/** The page's heading and what personal access tokens are for, with the way to the API's explorer. */
import { ArrowLeft } from 'lucide-react';
import { PRODUCT_NAME } from '../../product';
import { Link } from '../../router/Link';

/** Served by the API as a page of its own (GraphiQL), not a screen of the app. */
const GRAPHQL_EXPLORER_PATH = '/graphql';

export function DeveloperIntro() {
  return (
    <div className="grid gap-3">
      <Link
        to="/profile"
        className="inline-flex w-fit items-center gap-1.5 text-sm font-semibold text-brand-700 hover:underline"
      >
        <ArrowLeft aria-hidden className="size-4" />
        Back to profile
      </Link>
      <h1 className="text-2xl font-bold text-ink sm:text-3xl">Developer settings</h1>
      <div className="grid max-w-prose gap-2 text-stone-700">
        <p>
          Personal access tokens let your own bots, dashboards and companion apps use the {PRODUCT_NAME} API. A token
          acts as you, within the scopes you give it: anyone who holds it can do what those scopes allow, so keep it as
          secret as your password, and revoke it when it is no longer needed.
        </p>
        <p>
          Send it as{' '}
          <code className="rounded bg-stone-100 px-1 py-0.5 font-mono text-sm">
            Authorization: Bearer &lt;token&gt;
          </code>
          . Try the queries in the{' '}
          <a
            href={GRAPHQL_EXPLORER_PATH}
            target="_blank"
            rel="noopener"
            className="font-semibold text-brand-700 underline-offset-4 hover:underline"
          >
            GraphQL explorer<span className="sr-only"> (opens in a new tab)</span>
          </a>
          ; the scopes, limits and REST paths are described in{' '}
          <code className="font-mono text-sm">docs/integrations.md</code> in the {PRODUCT_NAME} repository.
        </p>
      </div>
    </div>
  );
}
