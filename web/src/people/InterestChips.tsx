import { Badge } from '../components/Badge';
import { interestsPreview } from '../screens/Home/profile-card-fields';

/** A member's first 3 interests as chips, then '+N' for the rest. */
export function InterestChips({ interests, className }: { interests: readonly string[]; className?: string }) {
  const { shown, more } = interestsPreview(interests);
  if (shown.length === 0) return null;
  return (
    <ul className={className ?? 'flex flex-wrap gap-1.5'} aria-label="Interests">
      {shown.map((interest) => (
        <li key={interest}>
          <Badge variant="secondary">{interest}</Badge>
        </li>
      ))}
      {more > 0 && (
        <li>
          <Badge variant="outline">
            +{more}
            <span className="sr-only"> more interests</span>
          </Badge>
        </li>
      )}
    </ul>
  );
}
