/** An event's categories as badges: at most `max` (2 on cards, as on the invitation cards), then '+N'. */
import { Badge } from '../components/Badge';
import { categoryOverflow, eventCategoryLabel } from '../lib/events';

export function CategoryBadges({ categories, max = 2 }: { categories: readonly string[]; max?: number }) {
  const { shown, more } = categoryOverflow(categories, max);
  if (shown.length === 0) return null;
  return (
    <ul aria-label="Categories" className="flex flex-wrap gap-1.5">
      {shown.map((category) => (
        <li key={category}>
          <Badge variant="outline">{eventCategoryLabel(category)}</Badge>
        </li>
      ))}
      {more > 0 && (
        <li>
          <Badge
            variant="secondary"
            aria-label={`${more} more ${more === 1 ? 'category' : 'categories'}`}
          >{`+${more}`}</Badge>
        </li>
      )}
    </ul>
  );
}
