/**
 * The member's own /profile: view mode with Edit Profile, Privacy Settings, Feed Settings, the ways to Notification
 * settings and Developer settings (access tokens), where they are signed in, and their data; edit mode in place of
 * the view. A save or Cancel comes back to the view, focus on Edit Profile.
 */
import { BellRing, CodeXml, Rss, Shield, UserPen } from 'lucide-react';
import { Suspense, useEffect, useRef, useState } from 'react';
import { graphql, useFragment } from 'react-relay/hooks';
import type { AccessTokenUses_query$key } from '../../__generated__/AccessTokenUses_query.graphql';
import type { OwnProfile_viewer$key } from '../../__generated__/OwnProfile_viewer.graphql';
import type { ProfileEditor_options$key } from '../../__generated__/ProfileEditor_options.graphql';
import type { ProfileView_options$key } from '../../__generated__/ProfileView_options.graphql';
import { Button, buttonClasses } from '../../components/Button';
import { preloadOverlays } from '../../components/Dialog';
import { lazyComponent } from '../../components/lazy-component';
import { Skeleton } from '../../components/Skeleton';
import { Link } from '../../router/Link';
import { FeedSettingsDialog } from './FeedSettingsDialog';
import { PrivacySettingsDialog } from './PrivacySettingsDialog';
import { ProfileView } from './ProfileView';
import { SignedInSessionsCard } from './SignedInSessionsCard';
import { TwoFactorCard } from './two-factor/TwoFactorCard';
import { PasskeysCard } from './passkeys/PasskeysCard';
import { LinkedAccountsCard } from './linked-accounts/LinkedAccountsCard';
import { YourDataCard } from './YourDataCard';

const ProfileEditor = lazyComponent(
  () => import('./edit/ProfileEditor'),
  (module) => module.ProfileEditor,
);

interface Props {
  viewer: OwnProfile_viewer$key;
  options: ProfileView_options$key & ProfileEditor_options$key;
  /** The screen's query: the access tokens Where you're signed in names. */
  query: AccessTokenUses_query$key;
}

export function OwnProfile({ viewer, options, query }: Props) {
  const user = useFragment(
    graphql`
      fragment OwnProfile_viewer on User {
        ...ProfileView_user
        ...ProfileEditor_user
        ...PrivacySettingsDialog_user
        ...FeedSettingsDialog_user
        ...SignedInSessionsCard_user
        ...TwoFactorCard_user
        ...PasskeysCard_user
      }
    `,
    viewer,
  );
  const [editing, setEditing] = useState(false);
  const [dialog, setDialog] = useState<'privacy' | 'feed' | null>(null);
  const editButton = useRef<HTMLButtonElement>(null);
  const wasEditing = useRef(false);
  useEffect(() => {
    if (wasEditing.current && !editing) editButton.current?.focus();
    wasEditing.current = editing;
  }, [editing]);

  if (editing) {
    return (
      <Suspense fallback={<EditorLoading />}>
        <ProfileEditor user={user} options={options} onDone={() => setEditing(false)} />
      </Suspense>
    );
  }
  const actions = (
    <>
      <Button
        ref={editButton}
        size="sm"
        onClick={() => setEditing(true)}
        onPointerEnter={ProfileEditor.preload}
        onFocus={ProfileEditor.preload}
      >
        <UserPen aria-hidden />
        Edit Profile
      </Button>
      <Button
        variant="outline"
        size="sm"
        onClick={() => setDialog('privacy')}
        onPointerEnter={preloadOverlays}
        onFocus={preloadOverlays}
      >
        <Shield aria-hidden />
        Privacy Settings
      </Button>
      <Button
        variant="outline"
        size="sm"
        onClick={() => setDialog('feed')}
        onPointerEnter={preloadOverlays}
        onFocus={preloadOverlays}
      >
        <Rss aria-hidden />
        Feed Settings
      </Button>
      <Link to="/settings/notifications" className={buttonClasses({ variant: 'outline', size: 'sm' })}>
        <BellRing aria-hidden />
        Notification settings
      </Link>
      <Link to="/settings/developer" className={buttonClasses({ variant: 'outline', size: 'sm' })}>
        <CodeXml aria-hidden />
        Developer settings
      </Link>
    </>
  );
  const closeOn = (name: 'privacy' | 'feed') => (open: boolean) => setDialog(open ? name : null);
  return (
    <>
      <ProfileView
        user={user}
        options={options}
        actions={actions}
        aside={
          <>
            <TwoFactorCard user={user} />
            <PasskeysCard user={user} />
            <LinkedAccountsCard />
            <SignedInSessionsCard user={user} tokens={query} />
            <YourDataCard />
          </>
        }
      />
      <PrivacySettingsDialog user={user} open={dialog === 'privacy'} onOpenChange={closeOn('privacy')} />
      <FeedSettingsDialog user={user} open={dialog === 'feed'} onOpenChange={closeOn('feed')} />
    </>
  );
}

function EditorLoading() {
  return (
    <div
      role="status"
      aria-label="Loading the profile editor"
      className="mx-auto grid w-full max-w-3xl gap-4 px-3 py-4 sm:px-6 sm:py-8"
    >
      <Skeleton className="h-8 w-48" />
      <Skeleton className="h-64" />
      <Skeleton className="h-40" />
    </div>
  );
}
