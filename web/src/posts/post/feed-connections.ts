/**
 * The feed lists a post card can sit in, as Relay connection ids, so that a deleted post leaves every one
 * of them: the Dadfeed unfiltered and under each category (DadfeedList's `Dadfeed_dadfeed`, filter category).
 */
import { ConnectionHandler, ROOT_ID } from 'relay-runtime';
import { CATEGORIES } from '../../screens/Home/categories';

export function feedConnectionIds(): string[] {
  const categories = [null, ...CATEGORIES.map((category) => category.id)];
  return categories.map((category) => ConnectionHandler.getConnectionID(ROOT_ID, 'Dadfeed_dadfeed', { category }));
}
