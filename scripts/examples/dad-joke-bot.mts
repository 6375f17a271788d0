/**
 * An example integration (docs/integrations.md): a bot that reads a group's newest posts and answers each
 * question (a post ending in "?") with a dad joke, as the member who owns its access token.
 *
 *   DADHOOD_URL=http://localhost:3000 DADHOOD_TOKEN=dhp_... DADHOOD_GROUP_ID=<group id> \
 *     npx tsx scripts/examples/dad-joke-bot.mts [--once]
 *
 * The token needs `read` (to read the group) and `write:posts` (to comment). Each round reads the 10 newest
 * posts with their first 20 comments: about 650 points of the token's hourly budget at most (the query's
 * price; extensions.cost says what it really cost). DADHOOD_GROUP_ID is the group's
 * id as /groups/{id} shows it, or its GraphQL global id. Without --once the bot checks again every
 * DADHOOD_POLL_SECONDS (60). It answers a question once: a post it already commented on is left alone, so a
 * restart does not answer twice. It plans around the points budget: it reads X-RateLimit-Remaining and, once
 * refused (429), waits Retry-After seconds.
 *
 * Plain fetch and GraphQL, no Dadhood code: copy it as a start for your own.
 */

const url = process.env.DADHOOD_URL ?? 'http://localhost:3000';
const token = process.env.DADHOOD_TOKEN;
const groupId = process.env.DADHOOD_GROUP_ID;
const pollSeconds = Number(process.env.DADHOOD_POLL_SECONDS ?? 60);
const once = process.argv.includes('--once');

interface GraphQLAnswer<T> {
  data?: T;
  errors?: { message: string; extensions?: { code?: string; requiredScopes?: string[] } }[];
}

class RateLimited extends Error {
  constructor(readonly retryAfterSeconds: number) {
    super(`Rate limited: try again in ${retryAfterSeconds} s`);
  }
}

let pointsLeft: string | null = null;

async function graphql<T>(query: string, variables: Record<string, unknown> = {}): Promise<T> {
  const response = await fetch(`${url}/graphql`, {
    method: 'POST',
    headers: {
      Authorization: `Bearer ${token}`,
      'Content-Type': 'application/json',
      Accept: 'application/graphql-response+json, application/json',
    },
    body: JSON.stringify({ query, variables }),
  });
  pointsLeft = response.headers.get('X-RateLimit-Remaining');
  if (response.status === 429) throw new RateLimited(Number(response.headers.get('Retry-After') ?? 60));
  const answer = (await response.json()) as GraphQLAnswer<T>;
  if (answer.errors?.length) {
    const [first] = answer.errors;
    const scopes = first?.extensions?.requiredScopes;
    throw new Error(
      `${response.status} ${first?.extensions?.code ?? ''}: ${first?.message}${scopes ? ` (needs ${scopes.join(', ')})` : ''}`,
    );
  }
  return answer.data as T;
}

/** A group's id as the app shows it (/groups/{uuid}) becomes the GraphQL global id `node` takes. */
function globalGroupId(id: string): string {
  return /^[0-9a-f-]{36}$/i.test(id) ? Buffer.from(`Group:${id}`).toString('base64') : id;
}

const NEWEST_POSTS = `
  query NewestGroupPosts($group: ID!) {
    viewer { id username }
    node(id: $group) {
      ... on Group {
        name
        posts(first: 10) {
          edges {
            node {
              id
              content
              author { username }
              comments(first: 20) { edges { node { author { id } } } }
            }
          }
        }
      }
    }
  }`;

interface NewestPosts {
  viewer: { id: string; username: string };
  node: {
    name: string;
    posts: {
      edges: {
        node: {
          id: string;
          content: string;
          author: { username: string };
          comments: { edges: { node: { author: { id: string } } }[] };
        };
      }[];
    } | null;
  } | null;
}

const ANSWER = `
  mutation Answer($postId: ID!, $content: String!) {
    addComment(input: { postId: $postId, content: $content }) {
      __typename
      ... on AppError { code message }
    }
  }`;

const isQuestion = (text: string) => text.trim().endsWith('?');

/** One round: answers every unanswered question among the group's newest posts. Returns how many. */
export async function answerQuestions(): Promise<number> {
  const { viewer, node: group } = await graphql<NewestPosts>(NEWEST_POSTS, { group: globalGroupId(groupId!) });
  if (!group?.posts) throw new Error(`Group ${groupId} was not found, or ${viewer.username} cannot read its posts.`);
  let answered = 0;
  for (const { node: post } of group.posts.edges) {
    if (!isQuestion(post.content)) continue;
    if (post.comments.edges.some(({ node: comment }) => comment.author.id === viewer.id)) continue;
    const { dadJoke } = await graphql<{ dadJoke: string }>('query Joke { dadJoke }');
    const result = await graphql<{ addComment: { __typename: string; code?: string; message?: string } }>(ANSWER, {
      postId: post.id,
      content: `Good question, ${post.author.username}! While the dads think it over: ${dadJoke}`,
    });
    if (result.addComment.__typename === 'AppError')
      throw new Error(`${result.addComment.code}: ${result.addComment.message}`);
    answered += 1;
    console.log(`Answered ${post.author.username}'s question in ${group.name}: "${post.content.slice(0, 60)}"`);
  }
  console.log(`${answered} question(s) answered; ${pointsLeft ?? '?'} points left this hour.`);
  return answered;
}

async function main() {
  if (!token || !groupId) {
    console.error('Set DADHOOD_TOKEN (a personal access token with read and write:posts) and DADHOOD_GROUP_ID.');
    process.exit(2);
  }
  for (;;) {
    let waitSeconds = pollSeconds;
    try {
      await answerQuestions();
    } catch (error) {
      if (!(error instanceof RateLimited) || once) throw error;
      waitSeconds = error.retryAfterSeconds;
      console.log(error.message);
    }
    if (once) return;
    await new Promise((resolve) => setTimeout(resolve, waitSeconds * 1000));
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
