/**
 * One member as bench:capacity plays them: what the web app sends for them (web/src/relay/environment.ts), every
 * operation by its persisted id, over a keep-alive HTTP agent shared by all members and one graphql-ws socket of
 * their own holding the unread count and the chat's message events. Every answer is checked: a status other than
 * 2xx, GraphQL errors or a refusal (an `AppError` where the mutation's success was due) is a problem, recorded
 * with the request's time.
 */
import http from 'node:http';
import { performance } from 'node:perf_hooks';
import { encodeGlobalID } from '../../api/src/graphql/global-id.js';
import { openMemberSocket, type SocketListener } from './capacity-socket.mjs';
import { addressOf, memberHeaders } from './live-shared.mjs';
import { persistedOperation } from './web-operations.mjs';

export const ACTIONS = ['home', 'feed', 'post', 'comment', 'fistBump', 'chat'] as const;
export type Action = (typeof ACTIONS)[number];

/** Where a member's figures go: its requests', and its socket's (./capacity-socket.mts). */
export interface Recorder extends SocketListener {
  /** A request answered (or failed) after `ms`; `problem` says what was wrong with the answer. */
  request(kind: string, ms: number, problem?: string): void;
}

export interface Seat {
  index: number;
  token: string;
  chatId: string;
  /** The API process this member's browser talks to. */
  url: string;
}

const agent = new http.Agent({ keepAlive: true, maxFreeSockets: 1024 });
const GRAPHQL_ACCEPT = 'application/graphql-response+json, application/json';
/** Posts a member remembers having seen (and whether they fist bumped them), newest last. */
const SEEN_POSTS = 100;

function send(url: string, path: string, headers: Record<string, string>, body?: string) {
  return new Promise<{ status: number; body: string }>((resolve, reject) => {
    const request = http.request(
      `${url}${path}`,
      {
        method: body === undefined ? 'GET' : 'POST',
        agent,
        headers: body === undefined ? headers : { ...headers, 'content-type': 'application/json' },
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => resolve({ status: response.statusCode ?? 0, body: Buffer.concat(chunks).toString() }));
        response.on('error', reject);
      },
    );
    request.on('error', reject);
    request.end(body);
  });
}

interface PostEdge {
  node: { id: string; viewerHasFistBumped: boolean };
}
interface FeedPage {
  edges: PostEdge[];
  pageInfo: { endCursor: string | null; hasNextPage: boolean };
}
type Data = Record<string, unknown>;

const pickOne = <T,>(items: T[]): T | undefined => items[Math.floor(Math.random() * items.length)];

export class SimulatedMember {
  private readonly headers: Record<string, string>;
  private closeSocket = () => {};
  private dadfeedCursor: string | null = null;
  /** Post id -> whether this member fist bumped it. */
  private readonly seen = new Map<string, boolean>();

  constructor(
    private readonly seat: Seat,
    private readonly recorder: Recorder,
  ) {
    this.headers = memberHeaders(seat.url, seat.token, addressOf(seat.index));
  }

  /** Opens the socket and its subscriptions; resolves once the unread count's first value has come. */
  async connect(): Promise<void> {
    this.closeSocket = await openMemberSocket(this.seat.url, this.headers, this.recorder);
  }

  close(): void {
    this.closeSocket();
  }

  async act(action: Action): Promise<void> {
    if (action === 'home') return this.loadHome();
    if (action === 'post') {
      const input = { content: `Bench post from member ${this.seat.index}: who else is grilling tonight? #bench` };
      await this.graphql('post', 'useCreatePostMutation', { input }, 'createPost');
      return;
    }
    if (action === 'chat') {
      const conversationId = encodeGlobalID('Conversation', this.seat.chatId);
      const content = `Bench message from member ${this.seat.index} sent at ${Date.now()}`;
      await this.graphql('message', 'useSendMessageMutation', { input: { conversationId, content } }, 'sendMessage');
      return;
    }
    if (action === 'comment') {
      const postId = pickOne([...this.seen.keys()]);
      if (!postId) return this.readDadfeed();
      const input = { postId, content: `Nice one, from member ${this.seat.index}.` };
      await this.graphql('comment', 'useAddCommentMutation', { input }, 'addComment');
      return;
    }
    if (action === 'fistBump') {
      const postId = pickOne([...this.seen].filter(([, bumped]) => !bumped).map(([id]) => id));
      // Nothing left to bump on what the member has seen: they scroll on instead.
      if (!postId) return this.readDadfeed();
      if (await this.graphql('fist-bump', 'useFistBumpMutation', { postId }, 'fistBumpPost')) this.see(postId, true);
      return;
    }
    // Reading feeds: the Dadfeed's next page twice as often as opening the Groupfeed tab.
    return Math.random() < 2 / 3 ? this.readDadfeed() : this.readGroupfeed();
  }

  /** The home page: the session check, then the page's one query (docs/benchmarks.md, the home page's load). */
  private async loadHome(): Promise<void> {
    const started = performance.now();
    const me = await send(this.seat.url, '/api/auth/user', this.headers).catch((error: Error) => error);
    const problem = me instanceof Error ? me.message : me.status >= 300 ? String(me.status) : undefined;
    this.recorder.request('auth-user', performance.now() - started, problem);
    const data = await this.graphql('home', 'HomeScreenQuery', {}, 'viewer');
    if (data) this.readPage(data.dadfeed as FeedPage, true);
  }

  private async readDadfeed(): Promise<void> {
    const variables = { after: this.dadfeedCursor, first: 20 };
    const data = await this.graphql('dadfeed-page', 'DadfeedListPaginationQuery', variables, 'dadfeed');
    if (data) this.readPage(data.dadfeed as FeedPage, true);
  }

  private async readGroupfeed(): Promise<void> {
    if (!(await this.graphql('groupfeed-tab', 'GroupfeedTabQuery', {}, 'myGroups'))) return;
    const data = await this.graphql('groupfeed-list', 'GroupfeedListQuery', { groupId: null, first: 20 }, 'groupfeed');
    if (data) this.readPage(data.groupfeed as FeedPage, false);
  }

  private readPage(page: FeedPage, dadfeed: boolean): void {
    for (const { node } of page.edges) this.see(node.id, node.viewerHasFistBumped);
    // At the end of the Dadfeed the member starts again from the top.
    if (dadfeed) this.dadfeedCursor = page.pageInfo.hasNextPage ? page.pageInfo.endCursor : null;
  }

  private see(postId: string, bumped: boolean): void {
    this.seen.delete(postId);
    this.seen.set(postId, bumped);
    if (this.seen.size > SEEN_POSTS) this.seen.delete(this.seen.keys().next().value!);
  }

  /**
   * Sends the web app's operation and checks the answer: 2xx, JSON, no errors, `field` there, and for a mutation's
   * result its success type. The data, or undefined when the answer had a problem.
   */
  private async graphql(kind: string, operation: string, variables: Data, field: string): Promise<Data | undefined> {
    const body = JSON.stringify(persistedOperation(operation, variables));
    const started = performance.now();
    let answer: { status: number; body: string };
    try {
      answer = await send(this.seat.url, '/graphql', { ...this.headers, accept: GRAPHQL_ACCEPT }, body);
    } catch (error) {
      this.recorder.request(kind, performance.now() - started, (error as Error).message);
      return undefined;
    }
    const ms = performance.now() - started;
    let json: { data?: Data | null; errors?: { message: string; extensions?: { code?: string } }[] };
    try {
      json = JSON.parse(answer.body) as typeof json;
    } catch {
      this.recorder.request(kind, ms, `${answer.status} not JSON`);
      return undefined;
    }
    const error = json.errors?.[0];
    const result = json.data?.[field] as { __typename?: string; code?: string } | null | undefined;
    const problem =
      answer.status >= 300 || error
        ? `${answer.status} ${error?.extensions?.code ?? error?.message ?? ''}`.trim()
        : !result
          ? `${answer.status} no ${field}`
          : result.__typename && !result.__typename.endsWith('Success')
            ? `${result.__typename} ${result.code ?? ''}`.trim()
            : undefined;
    this.recorder.request(kind, ms, problem);
    return problem ? undefined : json.data!;
  }
}
