/**
 * Files a report (the `reportContent` mutation). Never throws: the outcome says what to tell the member, the
 * server's thanks, its "You have already reported this.", or why it failed.
 */
import { useCallback, useState } from 'react';
import { graphql, useRelayEnvironment } from 'react-relay/hooks';
import type { IEnvironment } from 'relay-runtime';
import type {
  useReportContentMutation,
  useReportContentMutation$variables,
} from '../__generated__/useReportContentMutation.graphql';
import { commitAsPromise, MutationError, successOf } from '../relay/mutation';

export type ReportInput = useReportContentMutation$variables['input'];

export type ReportOutcome =
  | { kind: 'sent'; message: string }
  | { kind: 'already'; message: string }
  | { kind: 'failed'; message: string };

export const REPORT_FAILED = 'Failed to send the report. Please try again.';

const mutation = graphql`
  mutation useReportContentMutation($input: ReportInput!) {
    reportContent(input: $input) {
      __typename
      ... on AppError {
        code
        message
      }
      ... on MutationReportContentSuccess {
        data {
          databaseId
          message
        }
      }
    }
  }
`;

export async function reportContent(environment: IEnvironment, input: ReportInput): Promise<ReportOutcome> {
  try {
    const response = await commitAsPromise<useReportContentMutation>(environment, mutation, { variables: { input } });
    return { kind: 'sent', message: successOf(response.reportContent).data.message };
  } catch (error) {
    // A second report is a CONFLICT; other expected refusals (not found, too many) carry a message for the member.
    if (!(error instanceof MutationError) || error.code === 'INTERNAL_SERVER_ERROR')
      return { kind: 'failed', message: REPORT_FAILED };
    return { kind: error.code === 'CONFLICT' ? 'already' : 'failed', message: error.message };
  }
}

export function useReportContent() {
  const environment = useRelayEnvironment();
  const [isSending, setSending] = useState(false);
  const send = useCallback(
    async (input: ReportInput) => {
      setSending(true);
      try {
        return await reportContent(environment, input);
      } finally {
        setSending(false);
      }
    },
    [environment],
  );
  return [send, isSending] as const;
}
