/** Manage Group's details: the create form's fields plus the hashtags (comma separated); 'Group Updated'. */
import { useId, useState, type FormEvent } from 'react';
import { graphql, useFragment } from 'react-relay/hooks';
import type {
  GroupEditForm_group$data,
  GroupEditForm_group$key,
} from '../../__generated__/GroupEditForm_group.graphql';
import { Button } from '../../components/Button';
import { Input } from '../../components/Input';
import { Label } from '../../components/Label';
import { toast } from '../../components/toast/toast-store';
import { isGroupCategory } from '../../lib/groups';
import { editInput, NEW_GROUP, type GroupDraft } from './group-draft';
import { GroupFields } from './GroupFields';
import { useUpdateGroup } from './useUpdateGroup';

function draftOf(group: GroupEditForm_group$data): GroupDraft {
  return {
    name: group.name,
    description: group.description,
    category: isGroupCategory(group.category) ? group.category : NEW_GROUP.category,
    format: group.format === 'team' ? 'team' : 'group',
    visibility: group.visibility === 'regional' || group.visibility === 'global' ? group.visibility : 'local',
    isPublic: group.isPublic,
    maxMembers: group.maxMembers == null ? '' : String(group.maxMembers),
    hashtags: group.hashtags.join(', '),
  };
}

export function GroupEditForm({ group, onSaved }: { group: GroupEditForm_group$key; onSaved: () => void }) {
  const data = useFragment(
    graphql`
      fragment GroupEditForm_group on Group {
        id
        name
        description
        category
        format
        visibility
        isPublic
        maxMembers
        hashtags
      }
    `,
    group,
  );
  const [draft, setDraft] = useState(() => draftOf(data));
  const { update, isInFlight } = useUpdateGroup();
  const hashtagsId = useId();

  async function submit(event: FormEvent) {
    event.preventDefault();
    try {
      await update(data.id, editInput(draft));
      toast({ title: 'Group Updated' });
      onSaved();
    } catch (error) {
      // A failed update shows no toast; the form stays as typed for another try.
      console.error(error);
    }
  }

  return (
    <form className="grid gap-4 pt-2" onSubmit={submit} aria-label="Group details">
      <GroupFields draft={draft} onChange={setDraft} disabled={isInFlight}>
        <div className="grid gap-1.5">
          <Label htmlFor={hashtagsId}>Hashtags (comma separated)</Label>
          <Input
            id={hashtagsId}
            value={draft.hashtags}
            disabled={isInFlight}
            placeholder="grilling, weekends, bbq"
            onChange={(event) => setDraft({ ...draft, hashtags: event.target.value })}
          />
        </div>
      </GroupFields>
      <Button type="submit" className="justify-self-end" loading={isInFlight}>
        Save Changes
      </Button>
    </form>
  );
}
