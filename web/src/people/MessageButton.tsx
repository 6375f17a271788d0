/**
 * A connection's Message button: POST /api/conversations
 * {participant2Id} starts the direct chat (or finds the existing one), then the inbox opens on it. Through /api
 * rather than the GraphQL mutation, so that the dashboard's download carries no mutation artifact (it is on a
 * budget); the inbox fetches its list when it opens anyway. Not through api/client.ts either: see
 * messaging/conversation-api.ts.
 */
import { MessageCircle } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../components/Button';
import { toast } from '../components/toast/toast-store';
import { navigate } from '../router/history';
import { handleSessionLoss } from '../session/session-loss';

async function startDirectChat(memberId: string): Promise<string> {
  const response = await fetch('/api/conversations', {
    method: 'POST',
    credentials: 'same-origin',
    headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
    body: JSON.stringify({ participant2Id: memberId }),
  });
  if (response.status === 401) handleSessionLoss();
  if (!response.ok) throw new Error(`${response.status}: ${await response.text().catch(() => response.statusText)}`);
  return ((await response.json()) as { id: string }).id;
}

interface Props {
  memberId: string;
  name: string;
  /** 'Message' in words beside the icon (the networking screens); an icon button otherwise. */
  labelled?: boolean;
}

export function MessageButton({ memberId, name, labelled = false }: Props) {
  const [busy, setBusy] = useState(false);
  async function message() {
    setBusy(true);
    try {
      const id = await startDirectChat(memberId);
      toast({ title: 'Conversation started!' });
      navigate(`/inbox?c=${encodeURIComponent(id)}`);
    } catch {
      // After a lost session the toasts are held: its own 'Unauthorized' stays.
      toast({ title: 'Error', description: 'Failed to start conversation. Please try again.', variant: 'destructive' });
    } finally {
      setBusy(false);
    }
  }
  if (labelled) {
    return (
      <Button variant="outline" size="sm" aria-label={`Message ${name}`} loading={busy} onClick={message}>
        {!busy && <MessageCircle aria-hidden />}
        Message
      </Button>
    );
  }
  return (
    <Button variant="ghost" size="icon" aria-label={`Message ${name}`} title="Message" loading={busy} onClick={message}>
      <MessageCircle aria-hidden />
    </Button>
  );
}
