/** Popular Topics: static labels (they do not filter the list). */
import { Badge } from '../../components/Badge';
import { SidebarCard } from './SidebarCard';
import { POPULAR_TOPICS } from './sidebar-texts';

export function PopularTopics() {
  return (
    <SidebarCard title="Popular Topics" listClassName="flex flex-wrap gap-2">
      {POPULAR_TOPICS.map((topic) => (
        <li key={topic}>
          <Badge variant="secondary">{topic}</Badge>
        </li>
      ))}
    </SidebarCard>
  );
}
