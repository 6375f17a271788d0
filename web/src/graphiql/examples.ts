/**
 * The example operations GraphiQL opens with, one tab each (only until the visitor's own tabs are stored).
 * examples.test.ts checks them against schema.graphql, so a schema change that breaks one fails the tests, and
 * checks that docs/integrations.md shows the same ones.
 */
import type { GraphiQLProps } from 'graphiql';
import { GRAPHIQL_HEADERS } from './marker';

export type ExampleTab = NonNullable<GraphiQLProps['defaultTabs']>[number];

export const DADFEED_EXAMPLE = `# The Dadfeed's first page: each post with its author and fist bump count.
# Run it with the ▶ button (or Ctrl-Enter); the Docs button on the left lists every field.
# Signed in, it runs as you; to try an access token, put {"Authorization": "Bearer dhp_..."} in Headers below.
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

export const PRICE_EXAMPLE = `# What would a query cost? With dryRun: true nothing else runs and nothing is charged:
# rateLimit answers the price (cost, in points) and where your hourly budget stands.
query Price {
  rateLimit(dryRun: true) {
    cost
    limit
    remaining
    resetAt
  }
  dadfeed(first: 20) {
    edges {
      node {
        content
        comments(first: 10) {
          edges {
            node {
              content
            }
          }
        }
      }
    }
  }
}
`;

export const CREATE_POST_EXAMPLE = `# Post on your Dadfeed (an access token needs the write:posts scope). Expected failures come back as an
# AppError with a code and a message per field; refusals of the call itself are top-level errors.
mutation CreatePost($content: String!) {
  createPost(input: { content: $content }) {
    ... on MutationCreatePostSuccess {
      data {
        databaseId
        createdAt
      }
    }
    ... on AppError {
      code
      message
      fieldErrors {
        field
        message
      }
    }
  }
}
`;

/** Shown when there is no post yet: the query then answers \`"post": null\`. */
export const NO_POST_ID = '00000000-0000-0000-0000-000000000000';

export function exampleTabs(newestPostId: string | null): ExampleTab[] {
  return [
    { query: DADFEED_EXAMPLE },
    { query: POST_EXAMPLE, variables: JSON.stringify({ databaseId: newestPostId ?? NO_POST_ID }, null, 2) },
    { query: SUBSCRIPTION_EXAMPLE },
    { query: PRICE_EXAMPLE },
    { query: CREATE_POST_EXAMPLE, variables: JSON.stringify({ content: 'Hello from GraphiQL' }, null, 2) },
  ];
}

/** The newest Dadfeed post's id, so the post example runs as it opens; null when there is none or it fails. */
export async function newestPostId(): Promise<string | null> {
  try {
    const response = await fetch('/graphql', {
      method: 'POST',
      credentials: 'same-origin',
      headers: { 'Content-Type': 'application/json', ...GRAPHIQL_HEADERS },
      body: JSON.stringify({ query: '{ dadfeed(first: 1) { edges { node { databaseId } } } }' }),
    });
    const body = (await response.json()) as {
      data?: { dadfeed?: { edges?: Array<{ node?: { databaseId?: string } }> } };
    };
    return body.data?.dadfeed?.edges?.[0]?.node?.databaseId ?? null;
  } catch {
    return null;
  }
}
