/** A card's categories and hashtags: at most 3 of each, then '+N'. */
import { Badge } from '../../components/Badge';
import { channelCategoryLabel } from '../../lib/channel-categories';
import { cardOverflow } from '../../lib/channels';

export function ChannelCardTags({
  categories,
  hashtags,
}: {
  categories: readonly string[];
  hashtags: readonly string[];
}) {
  return (
    <>
      <TagList
        label="Categories"
        nouns={['category', 'categories']}
        items={categories.map(channelCategoryLabel)}
        variant="secondary"
      />
      <TagList label="Hashtags" nouns={['hashtag', 'hashtags']} items={hashtags} variant="default" />
    </>
  );
}

interface TagListProps {
  label: string;
  /** Singular and plural, for screen readers: '+2' reads '+2 more hashtags'. */
  nouns: [string, string];
  items: readonly string[];
  variant: 'secondary' | 'default';
}

function TagList({ label, nouns, items, variant }: TagListProps) {
  const { shown, more, moreLabel } = cardOverflow(items);
  if (shown.length === 0) return null;
  return (
    <ul aria-label={label} className="flex flex-wrap gap-1.5">
      {shown.map((item) => (
        <li key={item}>
          <Badge variant={variant}>{item}</Badge>
        </li>
      ))}
      {moreLabel && (
        <li>
          <Badge variant="outline">{moreLabel}</Badge>
          <span className="sr-only">{` more ${more === 1 ? nouns[0] : nouns[1]}`}</span>
        </li>
      )}
    </ul>
  );
}
