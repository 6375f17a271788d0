import {
  Environment,
  Network,
  RecordSource,
  Store,
  type GraphQLResponse,
  type RequestParameters,
  type Variables,
} from 'relay-runtime';
import { describe, expect, it, vi } from 'vitest';
import { REPORT_FAILED, reportContent, type ReportInput } from './useReportContent';

// The session-loss flow navigates the browser; these tests run without one.
vi.mock('../session/session-loss', () => ({ handleSessionLoss: vi.fn() }));

const THANKS = 'Thanks for letting us know. A moderator will review it, and we will tell you what we decided.';
const input: ReportInput = {
  targetType: 'post',
  targetId: 'UG9zdDox',
  reason: 'spam',
  details: 'Crypto links in every post',
};

/** A Relay environment whose server answers `answer` and records what it was sent. */
function environmentAnswering(answer: () => GraphQLResponse | Promise<GraphQLResponse>) {
  const sent: { operation: RequestParameters; variables: Variables }[] = [];
  const network = Network.create(async (operation, variables) => {
    sent.push({ operation, variables });
    return answer();
  });
  return { environment: new Environment({ network, store: new Store(new RecordSource()) }), sent };
}

const refusal = (code: string, message: string): GraphQLResponse => ({
  data: { reportContent: { __typename: 'AppError', code, message } },
});

describe('reportContent', () => {
  it('sends the reportContent mutation by its persisted id with the input, and answers with the thanks', async () => {
    const { environment, sent } = environmentAnswering(() => ({
      data: {
        reportContent: { __typename: 'MutationReportContentSuccess', data: { databaseId: 'r1', message: THANKS } },
      },
    }));
    await expect(reportContent(environment, input)).resolves.toEqual({ kind: 'sent', message: THANKS });
    expect(sent).toHaveLength(1);
    expect(sent[0]!.operation).toMatchObject({
      name: 'useReportContentMutation',
      operationKind: 'mutation',
      text: null,
    });
    expect(sent[0]!.operation.id).toMatch(/^[0-9a-f]{64}$/);
    expect(sent[0]!.variables).toEqual({ input });
  });

  it('tells a second report apart: "You have already reported this."', async () => {
    const { environment } = environmentAnswering(() => refusal('CONFLICT', 'You have already reported this.'));
    await expect(reportContent(environment, input)).resolves.toEqual({
      kind: 'already',
      message: 'You have already reported this.',
    });
  });

  it("passes on the server's reason for another refusal", async () => {
    const { environment } = environmentAnswering(() => refusal('NOT_FOUND', 'Post not found.'));
    await expect(reportContent(environment, input)).resolves.toEqual({ kind: 'failed', message: 'Post not found.' });
  });

  it('says to try again when the server fails or cannot be reached', async () => {
    const failing = environmentAnswering(
      () => ({ data: null, errors: [{ message: 'Unexpected error.' }] }) as unknown as GraphQLResponse,
    );
    await expect(reportContent(failing.environment, input)).resolves.toEqual({
      kind: 'failed',
      message: REPORT_FAILED,
    });
    const offline = environmentAnswering(() => Promise.reject(new TypeError('Failed to fetch')));
    await expect(reportContent(offline.environment, input)).resolves.toEqual({
      kind: 'failed',
      message: REPORT_FAILED,
    });
  });
});
