/**
 * The conversations whose messages are on screen now (the inbox's open one, the floating chat's): a message
 * arriving in one of them is read at once, so it does not count as unread there.
 */
const onScreen = new Map<string, number>();

/** Marks the conversation as shown until the returned function is called (mounts may overlap). */
export function showConversation(id: string): () => void {
  onScreen.set(id, (onScreen.get(id) ?? 0) + 1);
  return () => {
    const count = (onScreen.get(id) ?? 1) - 1;
    if (count > 0) onScreen.set(id, count);
    else onScreen.delete(id);
  };
}

export const isConversationOnScreen = (id: string) => onScreen.has(id);
