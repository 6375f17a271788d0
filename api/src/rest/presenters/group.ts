/**
 * The viewer's groups as /api returns them (the dashboard's "Your Groups & Teams", the Groupfeed chips): the
 * search shape plus the viewer's role in each and when they joined.
 */
import type { MyGroup } from '../../domain/groups/my-groups.js';
import { presentGroup } from './content.js';

export function presentMyGroup(m: MyGroup) {
  return {
    ...presentGroup(m.group),
    category: m.group.category,
    format: m.group.format,
    bannerUrl: m.group.bannerUrl,
    role: m.role,
    joinedAt: m.joinedAt,
  };
}
