/**
 * The example operations GraphiQL opens with, one tab each (only until the visitor's own tabs are stored).
 * examples.test.ts checks them against schema.graphql, so a schema change that breaks one fails the tests.
 */
import type { GraphiQLProps } from 'graphiql';

export type ExampleTab = NonNullable<GraphiQLProps['defaultTabs']>[number];

export const DADFEED_EXAMPLE = `# The Dadfeed's first page: each post with its author and fist bump count.
# Run it with the ▶ button (or Ctrl-Enter); the Docs button on the left lists every field.
query Dadfeed {
  dadfeed(first: 10) {
    edges {
      node {
        databaseId
        content
        createdAt
        fistBumpCount
        commentCount
        author {
          username
          firstName
        }
      }
    }
    pageInfo {
      hasNextPage
      endCursor
    }
  }
}
`;

export const POST_EXAMPLE = `# One post by its databaseId (the id in /posts/{id} and in the Dadfeed tab), with its comments.
query PostWithComments($databaseId: String!) {
  post(databaseId: $databaseId) {
    content
    author {
      username
    }
    fistBumpCount
    comments(first: 20) {
      totalCount
      edges {
        node {
          content
          createdAt
          author {
            username
          }
        }
      }
    }
  }
}
`;

export const SUBSCRIPTION_EXAMPLE = `# Live over a WebSocket: your unread notification count now, then again at each change.
# It keeps running until you stop it.
subscription UnreadNotifications {
  unreadNotificationCount
}
`;

/** Shown when there is no post yet: the query then answers \`"post": null\`. */
export const NO_POST_ID = '00000000-0000-0000-0000-000000000000';

export function exampleTabs(newestPostId: string | null): ExampleTab[] {
  return [
    { query: DADFEED_EXAMPLE },
    { query: POST_EXAMPLE, variables: JSON.stringify({ databaseId: newestPostId ?? NO_POST_ID }, null, 2) },
    { query: SUBSCRIPTION_EXAMPLE },
  ];
}

/** The newest Dadfeed post's id, so the post example runs as it opens; null when there is none or it fails. */
export async function newestPostId(): Promise<string | null> {
  try {
    const response = await fetch('/graphql', {
      method: 'POST',
      credentials: 'same-origin',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ query: '{ dadfeed(first: 1) { edges { node { databaseId } } } }' }),
    });
    const body = (await response.json()) as { data?: { dadfeed?: { edges?: Array<{ node?: { databaseId?: string } }> } } };
    return body.data?.dadfeed?.edges?.[0]?.node?.databaseId ?? null;
  } catch {
    return null;
  }
}
