/**
 * The floating chat's states: closed (the round button), open, minimised, expanded; and
 * the conversation list or one open conversation. Closing resets the open conversation, minimised and expanded.
 */
export interface ChatWidgetState {
  open: boolean;
  minimised: boolean;
  expanded: boolean;
  /** The open conversation's id, or null for the list. */
  conversationId: string | null;
}

export type ChatWidgetAction =
  | { type: 'open' }
  | { type: 'close' }
  | { type: 'toggleMinimised' }
  | { type: 'toggleExpanded' }
  | { type: 'showConversation'; conversationId: string }
  | { type: 'showList' };

export const closedChat: ChatWidgetState = { open: false, minimised: false, expanded: false, conversationId: null };

export function chatWidgetReducer(state: ChatWidgetState, action: ChatWidgetAction): ChatWidgetState {
  switch (action.type) {
    case 'open':
      return { ...state, open: true, minimised: false };
    case 'close':
      return closedChat;
    case 'toggleMinimised':
      // Minimising keeps the size chosen; restoring shows it again.
      return state.open ? { ...state, minimised: !state.minimised } : state;
    case 'toggleExpanded':
      return state.open ? { ...state, expanded: !state.expanded, minimised: false } : state;
    case 'showConversation':
      return { ...state, open: true, minimised: false, conversationId: action.conversationId };
    case 'showList':
      return { ...state, conversationId: null };
  }
}
