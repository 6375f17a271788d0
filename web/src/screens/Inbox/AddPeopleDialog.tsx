/**
 * Add People: the viewer's connections not already in the conversation; the
 * toast 'Participants added!' ('Added N participant(s) to the conversation.') or 'Failed to add participants to
 * conversation.'
 */
import { UserPlus } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import type { PeoplePicker_query$key } from '../../__generated__/PeoplePicker_query.graphql';
import { Button } from '../../components/Button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '../../components/Dialog';
import { toast } from '../../components/toast/toast-store';
import { participantsAddedText } from '../../lib/conversation-draft';
import { PeoplePicker } from './PeoplePicker';
import { useAddParticipants } from './useAddParticipants';

interface Props {
  query: PeoplePicker_query$key;
  conversationId: string;
  /** The viewer and the members: not offered. */
  exclude: readonly string[];
}

export function AddPeopleDialog({ query, conversationId, exclude }: Props) {
  const [open, setOpen] = useState(false);
  const [selected, setSelected] = useState<string[]>([]);
  const [add, adding] = useAddParticipants();

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (selected.length === 0) return;
    try {
      const added = await add(conversationId, selected);
      toast({ title: 'Participants added!', description: participantsAddedText(added) });
      setSelected([]);
      setOpen(false);
    } catch (error) {
      console.error(error);
      toast({ title: 'Error', description: 'Failed to add participants to conversation.', variant: 'destructive' });
    }
  }

  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button variant="outline" size="sm">
          <UserPlus aria-hidden />
          Add People
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Add People</DialogTitle>
          <DialogDescription>Add your connections to this conversation.</DialogDescription>
        </DialogHeader>
        <form onSubmit={submit} className="grid gap-4">
          <PeoplePicker
            query={query}
            selected={selected}
            onChange={setSelected}
            exclude={exclude}
            label="Connections to add"
          />
          <DialogFooter>
            <Button variant="outline" onClick={() => setOpen(false)}>
              Cancel
            </Button>
            <Button type="submit" disabled={selected.length === 0} loading={adding}>
              Add
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
