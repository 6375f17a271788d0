import { useCallback, useRef } from 'react';
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

/** Tells the others the viewer is typing: call it on each keystroke; it reports at most every 3 s. */
export function useReportTyping(conversationId: string): () => void {
  const [commit] = usePromiseMutation<useReportTypingMutation>(reportTypingMutation);
  const lastReport = useRef<number | null>(null);
  return useCallback(() => {
    const now = Date.now();
    if (!shouldReportTyping(lastReport.current, now)) return;
    lastReport.current = now;
    void commit({ variables: { conversationId } }).catch(() => undefined);
  }, [commit, conversationId]);
}
