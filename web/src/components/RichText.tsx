/**
 * A member's text as the app shows it (posts, comments, answers, event discussions, messages): @mentions link to
 * the member's profile, #hashtags to the Dadfeed filtered on them, and web addresses open in a new tab, http and
 * https only, without telling the site which page sent the reader or vouching for it (rel).
 */
import { useMemo, type MouseEvent } from 'react';
import { hashtagFeedPath } from '../lib/hashtags';
import { profilePathOf } from '../lib/profile-path';
import { richTextParts, type RichTextPart } from '../lib/rich-text';
import { Link } from '../router/Link';
import { useWebLinks } from './useWebLinks';

interface Props {
  text: string;
  className?: string;
  /** The links' look where the default would not show (a message bubble in the brand colour). */
  linkClassName?: string;
  /**
   * Whether #hashtags link (default): off where the tags already show as links of their own (a post's chips), so
   * a tag is one link on the card, not two.
   */
  linkHashtags?: boolean;
}

const linkClass =
  'font-semibold text-brand-700 hover:underline focus-visible:outline-2 focus-visible:outline-brand-600';
// A card that opens its comments on a click (PostCard) does not when the click follows a link in its text.
const keepToLink = (event: MouseEvent) => event.stopPropagation();

export function RichText({ text, className, linkClassName = linkClass, linkHashtags = true }: Props) {
  const links = useWebLinks(text);
  const parts = useMemo(() => richTextParts(text, links), [text, links]);
  return (
    <p className={className}>
      {parts.map((part, index) => (
        // The parts of one text, in order: their position is their identity.
        // biome-ignore lint/suspicious/noArrayIndexKey: see above
        <RichTextPiece key={index} part={part} linkClassName={linkClassName} linkHashtags={linkHashtags} />
      ))}
    </p>
  );
}

function RichTextPiece({
  part,
  linkClassName,
  linkHashtags,
}: {
  part: RichTextPart;
  linkClassName: string;
  linkHashtags: boolean;
}) {
  switch (part.kind) {
    case 'text':
      return part.text;
    case 'mention':
      return (
        <Link to={profilePathOf(part.username)} className={linkClassName} onClick={keepToLink}>
          {part.text}
        </Link>
      );
    case 'hashtag':
      if (!linkHashtags) return part.text;
      return (
        <Link to={hashtagFeedPath(part.tag)} className={linkClassName} onClick={keepToLink}>
          {part.text}
        </Link>
      );
    case 'link':
      return (
        <a
          href={part.href}
          target="_blank"
          rel="noopener noreferrer nofollow ugc"
          className={`${linkClassName} break-all`}
          onClick={keepToLink}
        >
          {part.text}
        </a>
      );
  }
}
