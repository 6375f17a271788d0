/** Under Expiration: the day a token made now would stop working, or a word on tokens that never do. */
import { formatDate } from '../../lib/dates';
import { expiryDate, type ExpiryChoice } from '../../lib/access-tokens';

export function ExpiryHint({ id, choice }: { id: string; choice: ExpiryChoice }) {
  const date = expiryDate(choice);
  return (
    <p id={id} className="text-sm text-stone-600">
      {date
        ? `The token will expire on ${formatDate(date, 'date')}.`
        : 'The token will never expire: revoke it yourself when it is no longer needed.'}
    </p>
  );
}
