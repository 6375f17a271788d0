import { graphql, useFragment } from 'react-relay/hooks';
import type { ConnectedDadCard_user$key } from '../../__generated__/ConnectedDadCard_user.graphql';
import { Badge } from '../../components/Badge';
import { Card } from '../../components/Card';
import { present } from '../../lib/display-name';
import { dadTypeLabel } from '../../lib/profile-labels';
import { DadIdentity, useDadIdentity } from '../../people/DadIdentity';
import { MessageButton } from '../../people/MessageButton';

/** My Network's 'Connected Dad' card: who, what kind of dad and where, and a Message button that opens the chat. */
export function ConnectedDadCard({ user }: { user: ConnectedDadCard_user$key }) {
  const member = useFragment(
    graphql`
      fragment ConnectedDadCard_user on User {
        dadType
        location
        ...DadIdentity_user
      }
    `,
    user,
  );
  const identity = useDadIdentity(member);
  const details = [dadTypeLabel(member.dadType), present(member.location)].filter(Boolean).join(' · ');
  return (
    <Card className="flex h-full flex-col gap-3 p-4">
      <DadIdentity identity={identity}>
        <Badge variant="secondary" className="justify-self-start">
          Connected Dad
        </Badge>
      </DadIdentity>
      {details && <p className="text-sm text-stone-600">{details}</p>}
      <div className="mt-auto">
        <MessageButton memberId={identity.databaseId} name={identity.name} labelled />
      </div>
    </Card>
  );
}
