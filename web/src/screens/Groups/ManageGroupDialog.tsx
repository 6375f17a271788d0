/**
 * Manage Group, for the group's managers: edit the group, upload its banner and photo, change
 * members' roles, remove or ban them, and lift a ban. Group updates and member changes have no error toast.
 */
import { useState } from 'react';
import { graphql, useFragment } from 'react-relay/hooks';
import type { ManageGroupDialog_group$key } from '../../__generated__/ManageGroupDialog_group.graphql';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '../../components/Dialog';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../components/Tabs';
import { GroupEditForm } from './GroupEditForm';
import { BannedMembersList } from './BannedMembersList';
import { GroupImagesForm } from './GroupImagesForm';
import { ManageMembersList } from './ManageMembersList';

interface Props {
  group: ManageGroupDialog_group$key;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onChanged: () => void;
}

export function ManageGroupDialog({ group, open, onOpenChange, onChanged }: Props) {
  const data = useFragment(
    graphql`
      fragment ManageGroupDialog_group on Group {
        id
        databaseId
        name
        ...GroupEditForm_group
      }
    `,
    group,
  );
  const [tab, setTab] = useState('details');
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-h-[90vh] overflow-y-auto sm:max-w-2xl">
        <DialogHeader>
          <DialogTitle>Manage Group</DialogTitle>
          <DialogDescription>Edit the group, its images and its members.</DialogDescription>
        </DialogHeader>
        <Tabs value={tab} onValueChange={setTab}>
          <TabsList aria-label="Manage Group">
            <TabsTrigger value="details">Details</TabsTrigger>
            <TabsTrigger value="images">Images</TabsTrigger>
            <TabsTrigger value="members">Members</TabsTrigger>
            <TabsTrigger value="banned">Banned</TabsTrigger>
          </TabsList>
          <TabsContent value="details">
            <GroupEditForm group={data} onSaved={onChanged} />
          </TabsContent>
          <TabsContent value="images">
            <GroupImagesForm groupId={data.id} onUploaded={onChanged} />
          </TabsContent>
          <TabsContent value="members">
            <ManageMembersList
              groupId={data.id}
              databaseId={data.databaseId}
              groupName={data.name}
              onChanged={onChanged}
            />
          </TabsContent>
          <TabsContent value="banned">
            <BannedMembersList groupId={data.id} databaseId={data.databaseId} onChanged={onChanged} />
          </TabsContent>
        </Tabs>
      </DialogContent>
    </Dialog>
  );
}
