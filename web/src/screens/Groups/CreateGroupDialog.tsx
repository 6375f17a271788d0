/**
 * Create New Group/Team: the name is required and checked, ignoring case, against
 * the groups loaded on the page ('Group/Team name already taken' inline; submitting then says 'Invalid name');
 * the server's own clash and other refusals are told in a toast.
 */
import { CirclePlus } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { ApiError } from '../../api/api-error';
import { Button } from '../../components/Button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
  preloadOverlays,
} from '../../components/Dialog';
import { FormDialogFooter } from '../../components/FormDialogFooter';
import { toast } from '../../components/toast/toast-store';
import { createGroupFailure, GROUP_NAME_TAKEN, isGroupNameTaken } from '../../lib/groups';
import { MutationError } from '../../relay/mutation';
import { groupInput, NEW_GROUP } from './group-draft';
import { GroupFields } from './GroupFields';
import { GroupImageField } from './GroupImageField';
import { useCreateGroup } from './useCreateGroup';

interface Props {
  /** The names of the groups the page has loaded (both tabs). */
  loadedNames: readonly string[];
  onCreated: () => void;
}

export function CreateGroupDialog({ loadedNames, onCreated }: Props) {
  const [open, setOpen] = useState(false);
  const [draft, setDraft] = useState(NEW_GROUP);
  const [banner, setBanner] = useState<File | null>(null);
  const [photo, setPhoto] = useState<File | null>(null);
  const [create, isCreating] = useCreateGroup();
  const nameTaken = isGroupNameTaken(draft.name, loadedNames);

  function reset() {
    setDraft(NEW_GROUP);
    setBanner(null);
    setPhoto(null);
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (draft.name.trim() === '') {
      toast({ title: 'Name required', description: 'Please enter a name for your group.', variant: 'destructive' });
      return;
    }
    if (nameTaken) {
      toast({ title: 'Invalid name', description: GROUP_NAME_TAKEN, variant: 'destructive' });
      return;
    }
    try {
      await create({ ...groupInput(draft), banner, photo });
      toast({ title: 'Group created!' });
      setOpen(false);
      reset();
      onCreated();
    } catch (error) {
      if (error instanceof MutationError && error.code === 'UNAUTHENTICATED') return;
      const message =
        error instanceof ApiError ? error.serverMessage : error instanceof Error ? error.message : undefined;
      const code = error instanceof ApiError || error instanceof MutationError ? error.code : undefined;
      toast({ ...createGroupFailure({ code, message }), variant: 'destructive' });
    }
  }

  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button onPointerEnter={preloadOverlays} onFocus={preloadOverlays}>
          <CirclePlus aria-hidden />
          Create New Group/Team
        </Button>
      </DialogTrigger>
      <DialogContent className="max-h-[90vh] overflow-y-auto sm:max-w-xl">
        <form className="grid gap-4" onSubmit={submit} noValidate>
          <DialogHeader>
            <DialogTitle>Create New Group/Team</DialogTitle>
            <DialogDescription>Bring dads together around what you love.</DialogDescription>
          </DialogHeader>
          <GroupFields
            draft={draft}
            onChange={setDraft}
            nameError={nameTaken ? GROUP_NAME_TAKEN : undefined}
            disabled={isCreating}
          >
            <GroupImageField kind="banner" file={banner} onChange={setBanner} disabled={isCreating} />
            <GroupImageField kind="photo" file={photo} onChange={setPhoto} disabled={isCreating} />
          </GroupFields>
          <FormDialogFooter onCancel={() => setOpen(false)} loading={isCreating}>
            Create
          </FormDialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
