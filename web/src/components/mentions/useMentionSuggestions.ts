/**
 * The members to offer for what follows an `@` (Query.mentionSuggestions): asked once typing pauses, each answer
 * kept in the store (typing back to an earlier prefix asks nothing), an answer to an older prefix dropped.
 */
import { useEffect, useState } from 'react';
import { fetchQuery, graphql, useRelayEnvironment } from 'react-relay/hooks';
import type {
  useMentionSuggestionsQuery,
  useMentionSuggestionsQuery$data,
} from '../../__generated__/useMentionSuggestionsQuery.graphql';

export type MentionSuggestion = useMentionSuggestionsQuery$data['mentionSuggestions'][number];

const suggestionsQuery = graphql`
  query useMentionSuggestionsQuery($query: String!) {
    mentionSuggestions(query: $query) {
      id
      databaseId
      username
      firstName
      lastName
      profileImageUrl
    }
  }
`;

/** How long typing pauses before the server is asked. */
const PAUSE_MS = 150;

/** The members offered, and the prefix they were asked for. */
export interface MentionAnswer {
  members: readonly MentionSuggestion[];
  for: string;
}

export const NO_MENTION_ANSWER: MentionAnswer = { members: [], for: '' };

/** The suggestions for `query` (none for null or ''), and the query they answer. */
export function useMentionSuggestions(query: string | null): MentionAnswer {
  const environment = useRelayEnvironment();
  const [answer, setAnswer] = useState<MentionAnswer>(NO_MENTION_ANSWER);
  useEffect(() => {
    if (!query) return;
    let current = true;
    const timer = setTimeout(() => {
      fetchQuery<useMentionSuggestionsQuery>(
        environment,
        suggestionsQuery,
        { query },
        { fetchPolicy: 'store-or-network' },
      ).subscribe({
        next: (data) => {
          if (current) setAnswer({ members: data.mentionSuggestions, for: query });
        },
        // Suggestions are a help: without them the member types the name out.
        error: () => {
          if (current) setAnswer({ members: [], for: query });
        },
      });
    }, PAUSE_MS);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [environment, query]);
  return query ? answer : NO_MENTION_ANSWER;
}
