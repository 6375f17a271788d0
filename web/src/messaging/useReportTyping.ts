import { useCallback, useMemo, useRef } from 'react';
import { graphql } from 'react-relay/hooks';
import type { useReportTypingMutation } from '../__generated__/useReportTypingMutation.graphql';
import { shouldReportTyping } from '../lib/typing';
import { usePromiseMutation } from '../relay/mutation';

const reportTypingMutation = graphql`
  mutation useReportTypingMutation($conversationId: ID!) {
    reportTyping(conversationId: $conversationId) {
      __typename
    }
  }
`;

/**
 * Tells the others the viewer is typing: `report` on each keystroke, which reports at most every 3 s; `sent` once
 * a message went out, so the first keystroke of the next one is reported at once rather than swallowed by the
 * previous message's 3 s.
 */
export function useReportTyping(conversationId: string): { report: () => void; sent: () => void } {
  const [commit] = usePromiseMutation<useReportTypingMutation>(reportTypingMutation);
  const lastReport = useRef<number | null>(null);
  const report = useCallback(() => {
    const now = Date.now();
    if (!shouldReportTyping(lastReport.current, now)) return;
    lastReport.current = now;
    void commit({ variables: { conversationId } }).catch(() => undefined);
  }, [commit, conversationId]);
  const sent = useCallback(() => {
    lastReport.current = null;
  }, []);
  return useMemo(() => ({ report, sent }), [report, sent]);
}
