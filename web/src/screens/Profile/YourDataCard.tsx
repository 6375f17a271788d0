/**
 * The member's own data (docs/people.md): everything the site holds on them as one JSON file, and
 * deleting the account after the password.
 */
import { Download, ShieldCheck, UserRoundX } from 'lucide-react';
import { useState } from 'react';
import { Button, buttonClasses } from '../../components/Button';
import { preloadOverlays } from '../../components/Dialog';
import { ProfileSection } from './ProfileSection';
import { DeleteAccountDialog } from './DeleteAccountDialog';

export const EXPORT_PATH = '/api/users/me/export';

export function YourDataCard() {
  const [deleting, setDeleting] = useState(false);
  return (
    <ProfileSection title="Your data" icon={ShieldCheck}>
      <p className="text-sm text-stone-600">Take a copy of everything you have shared, or leave for good.</p>
      <div className="mt-4 flex flex-wrap gap-2">
        {/* The server answers with Content-Disposition: attachment, so the page stays where it is. */}
        <a href={EXPORT_PATH} download className={buttonClasses({ variant: 'outline', size: 'sm' })}>
          <Download aria-hidden />
          Download my data
        </a>
        <Button
          variant="destructive"
          size="sm"
          onClick={() => setDeleting(true)}
          onPointerEnter={preloadOverlays}
          onFocus={preloadOverlays}
        >
          <UserRoundX aria-hidden />
          Delete account
        </Button>
      </div>
      <DeleteAccountDialog open={deleting} onOpenChange={setDeleting} />
    </ProfileSection>
  );
}
