/**
 * Feed Settings (/profile): the Political Content Filter, saved the moment it is toggled, and Close.
 */
import { useId } from 'react';
import { graphql, useFragment } from 'react-relay/hooks';
import type { FeedSettingsDialog_user$key } from '../../__generated__/FeedSettingsDialog_user.graphql';
import type { FeedSettingsDialogMutation } from '../../__generated__/FeedSettingsDialogMutation.graphql';
import { Button } from '../../components/Button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '../../components/Dialog';
import { Label } from '../../components/Label';
import { Switch } from '../../components/Switch';
import { toast } from '../../components/toast/toast-store';
import { successOf, usePromiseMutation } from '../../relay/mutation';

const mutation = graphql`
  mutation FeedSettingsDialogMutation($filterPoliticalContent: Boolean!) {
    updateFeedSettings(filterPoliticalContent: $filterPoliticalContent) {
      __typename
      ... on AppError {
        code
        message
      }
      ... on MutationUpdateFeedSettingsSuccess {
        data {
          id
          filterPoliticalContent
        }
      }
    }
  }
`;

interface Props {
  user: FeedSettingsDialog_user$key;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

export function FeedSettingsDialog({ user: userKey, open, onOpenChange }: Props) {
  const id = useId();
  const user = useFragment(
    graphql`
      fragment FeedSettingsDialog_user on User {
        id
        filterPoliticalContent
      }
    `,
    userKey,
  );
  const [commit, saving] = usePromiseMutation<FeedSettingsDialogMutation>(mutation);
  const filtering = user.filterPoliticalContent === true;

  async function toggle(filterPoliticalContent: boolean) {
    try {
      successOf(
        (
          await commit({
            variables: { filterPoliticalContent },
            // The switch moves at once; a failure puts it back.
            optimisticResponse: {
              updateFeedSettings: {
                __typename: 'MutationUpdateFeedSettingsSuccess',
                data: { id: user.id, filterPoliticalContent },
              },
            },
          })
        ).updateFeedSettings,
      );
      toast({ title: 'Feed settings updated' });
    } catch {
      toast({ title: 'Error', description: 'Failed to update feed settings', variant: 'destructive' });
    }
  }

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent hideClose className="sm:max-w-md">
        <DialogHeader>
          <DialogTitle>Feed Settings</DialogTitle>
          <DialogDescription>Shape what shows in your Dadfeed. Changes save right away.</DialogDescription>
        </DialogHeader>
        <div className="flex items-start justify-between gap-4 rounded-xl border border-stone-200 p-4">
          <div className="grid gap-1">
            <Label htmlFor={id}>Political Content Filter</Label>
            <p id={`${id}-hint`} className="text-sm text-stone-600">
              Hide posts with political content from your feed
            </p>
          </div>
          <Switch
            id={id}
            aria-describedby={`${id}-hint`}
            checked={filtering}
            disabled={saving}
            onCheckedChange={toggle}
          />
        </div>
        <DialogFooter>
          <Button variant="outline" onClick={() => onOpenChange(false)}>
            Close
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
