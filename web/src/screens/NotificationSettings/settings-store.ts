/**
 * The notification settings have no id: a mutation's answer is a record of its own in the store. Each mutation
 * selects everything the page shows and its answer becomes the root's `notificationSettings`, so the page reads it.
 */
import type { RecordProxy, RecordSourceSelectorProxy } from 'relay-runtime';

/** Points the root's settings at the mutation's answer (`<field> { ... on Success { data } }`), when it succeeded. */
export function keepAnsweredSettings(store: RecordSourceSelectorProxy, mutationField: string): void {
  const answered = store.getRootField(mutationField)?.getLinkedRecord('data');
  if (answered) store.getRoot().setLinkedRecord(answered, 'notificationSettings');
}

/** The settings the page shows now, for an optimistic change. */
export function shownSettings(store: RecordSourceSelectorProxy): RecordProxy | null | undefined {
  return store.getRoot().getLinkedRecord('notificationSettings');
}
