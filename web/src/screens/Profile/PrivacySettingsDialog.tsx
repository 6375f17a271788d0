/**
 * Privacy Settings (/profile; kids info has a row of its own): per private field group a 'Show on
 * profile' box and, when shown, who may see it. Saved together by 'Save Privacy Settings'.
 */
import { useId, useState } from 'react';
import { graphql, useFragment } from 'react-relay/hooks';
import type { PrivacySettingsDialog_user$key } from '../../__generated__/PrivacySettingsDialog_user.graphql';
import type { PrivacySettingsDialogMutation } from '../../__generated__/PrivacySettingsDialogMutation.graphql';
import { Button } from '../../components/Button';
import { Checkbox } from '../../components/Checkbox';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '../../components/Dialog';
import { Label } from '../../components/Label';
import { RadioGroup, RadioGroupItem } from '../../components/RadioGroup';
import { toast } from '../../components/toast/toast-store';
import { visibilityLabel } from '../../lib/profile-labels';
import { MutationError, successOf, usePromiseMutation } from '../../relay/mutation';
import {
  PRIVACY_ROWS,
  privacyDraft,
  VISIBILITIES,
  type PrivacyDraft,
  type PrivacyRow,
  type Visibility,
} from './privacy-draft';

const mutation = graphql`
  mutation PrivacySettingsDialogMutation($input: PrivacySettingsInput!) {
    updatePrivacySettings(input: $input) {
      __typename
      ... on AppError {
        code
        message
      }
      ... on MutationUpdatePrivacySettingsSuccess {
        data {
          id
          ...PrivacySettingsDialog_user
          ...ProfileView_user
        }
      }
    }
  }
`;

interface Props {
  user: PrivacySettingsDialog_user$key;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

export function PrivacySettingsDialog({ user, open, onOpenChange }: Props) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="sm:max-w-lg">
        <DialogHeader>
          <DialogTitle>Privacy Settings</DialogTitle>
          <DialogDescription>Choose what shows on your profile, and who can see it.</DialogDescription>
        </DialogHeader>
        {/* Inside the content: the form starts again from the saved settings each time the dialog opens. */}
        <PrivacyForm user={user} onClose={() => onOpenChange(false)} />
      </DialogContent>
    </Dialog>
  );
}

function PrivacyForm({ user: userKey, onClose }: { user: PrivacySettingsDialog_user$key; onClose: () => void }) {
  const settings = useFragment(
    graphql`
      fragment PrivacySettingsDialog_user on User {
        showEmail showLocation showFamilyStructure showKidsInfo showDadBodType showHairline
        emailVisibility locationVisibility familyStructureVisibility kidsInfoVisibility dadBodTypeVisibility hairlineVisibility
      }
    `,
    userKey,
  );
  const [draft, setDraft] = useState<PrivacyDraft>(() => privacyDraft(settings));
  const [commit, saving] = usePromiseMutation<PrivacySettingsDialogMutation>(mutation);

  async function save() {
    try {
      successOf((await commit({ variables: { input: draft } })).updatePrivacySettings);
      toast({ title: 'Privacy settings updated' });
      onClose();
    } catch (error) {
      const description = error instanceof MutationError ? error.message : 'Failed to update privacy settings';
      toast({ title: 'Error', description, variant: 'destructive' });
    }
  }

  return (
    <>
      <div className="-mx-1 grid max-h-[60dvh] gap-3 overflow-y-auto px-1">
        {PRIVACY_ROWS.map((row) => (
          <PrivacyRowFields key={row.show} row={row} draft={draft} onChange={setDraft} />
        ))}
      </div>
      <DialogFooter>
        <Button variant="outline" onClick={onClose}>
          Cancel
        </Button>
        <Button onClick={save} disabled={saving} aria-busy={saving || undefined}>
          {saving ? 'Saving...' : 'Save Privacy Settings'}
        </Button>
      </DialogFooter>
    </>
  );
}

function PrivacyRowFields({
  row,
  draft,
  onChange,
}: {
  row: PrivacyRow;
  draft: PrivacyDraft;
  onChange: (draft: PrivacyDraft) => void;
}) {
  const id = useId();
  const shown = draft[row.show];
  return (
    <fieldset className="grid gap-3 rounded-xl border border-stone-200 p-3">
      <legend className="px-1 text-sm font-bold text-ink">{row.label}</legend>
      <div className="flex items-center gap-2">
        <Checkbox
          id={`${id}-show`}
          checked={shown}
          onCheckedChange={(state) => onChange({ ...draft, [row.show]: state === true })}
        />
        <Label htmlFor={`${id}-show`} className="font-normal">
          Show on profile
        </Label>
      </div>
      {shown && (
        <div className="grid gap-2">
          <p id={`${id}-level`} className="text-xs font-semibold text-stone-600">
            Visible to
          </p>
          <RadioGroup
            aria-labelledby={`${id}-level`}
            value={draft[row.level]}
            onValueChange={(level) => onChange({ ...draft, [row.level]: level as Visibility })}
            className="flex flex-wrap gap-x-4 gap-y-2"
          >
            {VISIBILITIES.map((level) => (
              <div key={level} className="flex items-center gap-2">
                <RadioGroupItem id={`${id}-${level}`} value={level} />
                <Label htmlFor={`${id}-${level}`} className="font-normal">
                  {visibilityLabel(level)}
                </Label>
              </div>
            ))}
          </RadioGroup>
        </div>
      )}
    </fieldset>
  );
}
