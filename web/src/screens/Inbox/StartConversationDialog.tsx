/**
 * The Start dialog: '1-on-1 Chat', a multi-select of connections (exactly one
 * makes a direct chat, more a group), and 'Group Chat', a name and at least one person. It closes on success
 * and the new conversation opens.
 */
import { useState, type FormEvent } from 'react';
import { useRelayEnvironment } from 'react-relay/hooks';
import type { PeoplePicker_query$key } from '../../__generated__/PeoplePicker_query.graphql';
import { Button } from '../../components/Button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '../../components/Dialog';
import { Input } from '../../components/Input';
import { Label } from '../../components/Label';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../components/Tabs';
import { GROUP_NAME_MAX_LENGTH, startConversationRequest, type StartTab } from '../../lib/conversation-draft';
import { startConversation } from '../../messaging/start-conversation';
import { PeoplePicker } from './PeoplePicker';

interface Props {
  query: PeoplePicker_query$key;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onStarted: (conversation: { id: string; databaseId: string }) => void;
}

export function StartConversationDialog({ query, open, onOpenChange, onStarted }: Props) {
  const environment = useRelayEnvironment();
  const [tab, setTab] = useState<StartTab>('direct');
  const [direct, setDirect] = useState<string[]>([]);
  const [group, setGroup] = useState<string[]>([]);
  const [groupName, setGroupName] = useState('');
  const [starting, setStarting] = useState(false);
  const request = startConversationRequest(tab, tab === 'direct' ? direct : group, groupName);

  function reset() {
    setDirect([]);
    setGroup([]);
    setGroupName('');
    setTab('direct');
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!request || starting) return;
    setStarting(true);
    const conversation = await startConversation(environment, request);
    setStarting(false);
    if (!conversation) return;
    reset();
    onOpenChange(false);
    onStarted(conversation);
  }

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Start a Conversation</DialogTitle>
          <DialogDescription>Message one of your connections, or bring several together in a group.</DialogDescription>
        </DialogHeader>
        <form onSubmit={submit} className="grid gap-4">
          <Tabs value={tab} onValueChange={(value) => setTab(value as StartTab)}>
            <TabsList aria-label="Conversation type" className="w-full">
              <TabsTrigger value="direct" className="flex-1">
                1-on-1 Chat
              </TabsTrigger>
              <TabsTrigger value="group" className="flex-1">
                Group Chat
              </TabsTrigger>
            </TabsList>
            <TabsContent value="direct" className="grid gap-2">
              <p className="text-sm text-stone-600">Choose one dad for a private chat; choose more to start a group.</p>
              <PeoplePicker query={query} selected={direct} onChange={setDirect} label="Connections" />
            </TabsContent>
            <TabsContent value="group" className="grid gap-3">
              <div className="grid gap-2">
                <Label htmlFor="group-chat-name">Group Name</Label>
                <Input
                  id="group-chat-name"
                  placeholder="Weekend BBQ crew"
                  maxLength={GROUP_NAME_MAX_LENGTH}
                  value={groupName}
                  onChange={(event) => setGroupName(event.target.value)}
                />
              </div>
              <p className="text-sm font-semibold text-stone-800">Participants</p>
              <PeoplePicker query={query} selected={group} onChange={setGroup} label="Participants" />
            </TabsContent>
          </Tabs>
          <DialogFooter>
            <Button variant="outline" onClick={() => onOpenChange(false)}>
              Cancel
            </Button>
            <Button type="submit" disabled={!request} loading={starting}>
              {tab === 'direct' ? 'Start Chat' : 'Create Group'}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
