/** A channel's website and contact e-mail links (its card names the e-mail 'Contact'; its page shows the address). */
import { AtSign, Globe } from 'lucide-react';

interface Props {
  website: string | null | undefined;
  contactEmail: string | null | undefined;
  /** Show the e-mail address itself rather than 'Contact'. */
  showAddress?: boolean;
}

export function ChannelLinks({ website, contactEmail, showAddress = false }: Props) {
  if (!website && !contactEmail) return null;
  return (
    <p className="flex flex-wrap gap-x-4 gap-y-1 text-sm">
      {website && (
        <a
          href={website}
          target="_blank"
          rel="noopener noreferrer nofollow"
          className="flex items-center gap-1 text-brand-700 hover:underline"
        >
          <Globe aria-hidden className="size-4" />
          Website
        </a>
      )}
      {contactEmail && (
        <a href={`mailto:${contactEmail}`} className="flex items-center gap-1 text-brand-700 hover:underline">
          <AtSign aria-hidden className="size-4" />
          {showAddress ? contactEmail : 'Contact'}
        </a>
      )}
    </p>
  );
}
