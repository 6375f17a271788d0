/**
 * In Where you're signed in: the member's personal access tokens, what apps and scripts use instead of a browser
 * session, each with its name and last use, and the way to Developer settings, where they are made and revoked.
 * Read with the profile's own query (Query.accessTokens: the tokens are not the User's to list).
 */
import { useId } from 'react';
import { graphql, useFragment } from 'react-relay/hooks';
import type { AccessTokenUses_query$key } from '../../__generated__/AccessTokenUses_query.graphql';
import { buttonClasses } from '../../components/Button';
import { lastUsedLabel } from '../../lib/access-tokens';
import { Link } from '../../router/Link';

/** How many tokens the card names; Developer settings lists them all. */
const SHOWN = 5;

export function AccessTokenUses({ query }: { query: AccessTokenUses_query$key }) {
  const data = useFragment(
    graphql`
      fragment AccessTokenUses_query on Query {
        accessTokens(first: 5) {
          totalCount
          edges {
            node {
              id
              name
              lastUsedAt
            }
          }
        }
      }
    `,
    query,
  );
  const headingId = useId();
  const tokens = data.accessTokens.edges.map((edge) => edge.node).slice(0, SHOWN);
  const more = data.accessTokens.totalCount - tokens.length;
  return (
    <section aria-labelledby={headingId} className="grid gap-2">
      <h3 id={headingId} className="font-semibold text-ink">
        Access tokens
      </h3>
      {tokens.length === 0 ? (
        <p className="text-sm text-stone-600">Apps and scripts use access tokens instead. You have none.</p>
      ) : (
        <ul aria-labelledby={headingId} className="grid gap-1 text-sm">
          {tokens.map((token) => (
            <li key={token.id} className="flex flex-wrap justify-between gap-x-3">
              <span className="min-w-0 font-medium break-words text-ink">{token.name}</span>
              <span className="text-stone-600">Last used: {lastUsedLabel(token.lastUsedAt)}</span>
            </li>
          ))}
          {more > 0 && <li className="text-stone-600">and {more} more</li>}
        </ul>
      )}
      <Link
        to="/settings/developer"
        className={buttonClasses({ variant: 'link', size: 'sm', className: 'justify-self-start px-0' })}
      >
        Manage access tokens
      </Link>
    </section>
  );
}
