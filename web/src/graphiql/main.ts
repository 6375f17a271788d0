/**
 * GraphiQL's entry (web/graphiql.html, served at GET /graphql to browsers). It asks who is signed in first:
 * a visitor gets a plain notice with the way to sign in, since the API keeps its schema (introspection) for
 * members; only a member downloads GraphiQL and its editor, which are large.
 */
import { PRODUCT_NAME } from '../product';
import { exampleTabs, newestPostId } from './examples';

const root = document.getElementById('graphiql')!;

function showNotice(title: string, body: string) {
  const notice = document.createElement('section');
  notice.className = 'graphiql-notice';
  notice.setAttribute('aria-labelledby', 'graphiql-notice-title');
  notice.innerHTML = `<h1 id="graphiql-notice-title"></h1><p>${body}</p>`;
  notice.querySelector('h1')!.textContent = title;
  root.replaceChildren(notice);
}

async function start() {
  let status: number;
  try {
    status = (await fetch('/api/auth/user', { credentials: 'same-origin' })).status;
  } catch {
    status = 0;
  }
  if (status === 401) {
    showNotice(
      `Sign in to explore the ${PRODUCT_NAME} API`,
      'GraphiQL reads the schema and runs operations you write, which the API allows signed-in members only ' +
        '(integrators send theirs with an access token). ' +
        '<a href="/api/login">Sign in</a>, then come back to <a href="/graphql">/graphql</a>.',
    );
    return;
  }
  if (status !== 200) {
    showNotice(
      'GraphiQL could not reach the server',
      'Check that the API is running, then <a href="/graphql">reload</a>.',
    );
    return;
  }
  const [{ renderGraphiQL }, postId] = await Promise.all([import('./GraphiQLApp'), newestPostId()]);
  renderGraphiQL(root, exampleTabs(postId));
}

void start();
