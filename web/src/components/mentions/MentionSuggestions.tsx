/**
 * The autocomplete's code that only an `@` needs (MentionTextarea loads it then): asking the server for the
 * members to offer, and the list that shows them. What the server answers goes up to the field, whose keys
 * move through the list and pick from it.
 */
import { useEffect } from 'react';
import { MentionListbox } from './MentionListbox';
import { useMentionSuggestions, type MentionAnswer, type MentionSuggestion } from './useMentionSuggestions';

interface Props {
  query: string | null;
  onAnswer: (answer: MentionAnswer) => void;
  /** The list to show, when there is one. */
  listbox: {
    id: string;
    members: readonly MentionSuggestion[];
    active: number;
    placement: 'above' | 'below';
    onPick: (member: MentionSuggestion) => void;
  } | null;
}

export function MentionSuggestions({ query, onAnswer, listbox }: Props) {
  const answer = useMentionSuggestions(query);
  useEffect(() => onAnswer(answer), [answer, onAnswer]);
  return listbox && <MentionListbox {...listbox} />;
}
