import { graphql, useFragment } from 'react-relay/hooks';
import type { InviteDialog_viewer$key } from '../../__generated__/InviteDialog_viewer.graphql';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '../../components/Dialog';
import { PRODUCT_NAME } from '../../product';
import { InviteEmailsForm } from './InviteEmailsForm';
import { ReferralLinkField } from './ReferralLinkField';

interface Props {
  viewer: InviteDialog_viewer$key;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** Inviting friends: the viewer's referral link to share, and e-mail invites that carry it. */
export function InviteDialog({ viewer, open, onOpenChange }: Props) {
  const { referralCode } = useFragment(
    graphql`
      fragment InviteDialog_viewer on User {
        referralCode
      }
    `,
    viewer,
  );
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{`Invite Friends to ${PRODUCT_NAME}`}</DialogTitle>
          <DialogDescription>
            Share your link or send it by e-mail. Every dad who joins makes the crew stronger.
          </DialogDescription>
        </DialogHeader>
        <ReferralLinkField referralCode={referralCode} />
        <div
          className="flex items-center gap-3 text-xs font-semibold tracking-wider text-stone-500 uppercase"
          aria-hidden
        >
          <span className="h-px flex-1 bg-stone-200" />
          or invite by e-mail
          <span className="h-px flex-1 bg-stone-200" />
        </div>
        <InviteEmailsForm referralCode={referralCode} onSent={() => onOpenChange(false)} />
      </DialogContent>
    </Dialog>
  );
}
