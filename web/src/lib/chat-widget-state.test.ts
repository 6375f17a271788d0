import { describe, expect, it } from 'vitest';
import { chatWidgetReducer, closedChat, type ChatWidgetAction, type ChatWidgetState } from './chat-widget-state';

const run = (...actions: ChatWidgetAction[]): ChatWidgetState => actions.reduce(chatWidgetReducer, closedChat);

describe('chatWidgetReducer', () => {
  it('starts closed and opens on the list', () => {
    expect(closedChat).toEqual({ open: false, minimised: false, expanded: false, conversationId: null });
    expect(run({ type: 'open' })).toEqual({ open: true, minimised: false, expanded: false, conversationId: null });
  });

  it('shows one conversation, then the list again', () => {
    const one = run({ type: 'open' }, { type: 'showConversation', conversationId: 'c1' });
    expect(one.conversationId).toBe('c1');
    expect(chatWidgetReducer(one, { type: 'showList' }).conversationId).toBeNull();
  });

  it('minimises and expands while open, and restores from minimised', () => {
    const minimised = run({ type: 'open' }, { type: 'toggleMinimised' });
    expect(minimised.minimised).toBe(true);
    expect(chatWidgetReducer(minimised, { type: 'toggleMinimised' }).minimised).toBe(false);
    const expanded = run({ type: 'open' }, { type: 'toggleExpanded' });
    expect(expanded.expanded).toBe(true);
    expect(chatWidgetReducer(minimised, { type: 'toggleExpanded' })).toMatchObject({
      expanded: true,
      minimised: false,
    });
  });

  it('ignores minimise and expand while closed', () => {
    expect(run({ type: 'toggleMinimised' }, { type: 'toggleExpanded' })).toEqual(closedChat);
  });

  it('closing resets the open conversation, minimised and expanded', () => {
    const busy = run(
      { type: 'open' },
      { type: 'showConversation', conversationId: 'c1' },
      { type: 'toggleExpanded' },
      { type: 'toggleMinimised' },
    );
    expect(busy).toEqual({ open: true, minimised: true, expanded: true, conversationId: 'c1' });
    expect(chatWidgetReducer(busy, { type: 'close' })).toEqual(closedChat);
    expect(
      run({ type: 'open' }, { type: 'showConversation', conversationId: 'c1' }, { type: 'close' }, { type: 'open' })
        .conversationId,
    ).toBeNull();
  });

  it('reopening after a minimise shows the chat', () => {
    expect(run({ type: 'open' }, { type: 'toggleMinimised' }, { type: 'open' }).minimised).toBe(false);
  });
});
