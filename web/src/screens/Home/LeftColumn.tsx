/**
 * The dashboard's left column under the profile card. Events, groups and channels come with their APIs; until
 * then each widget shows its empty state and a way to the page where they live.
 */
import { CalendarDays, Compass, Radio, Users } from 'lucide-react';
import { buttonClasses } from '../../components/Button';
import { Link } from '../../router/Link';
import { SectionCard, SectionEmpty } from './SectionCard';

const linkLook = buttonClasses({ variant: 'link', size: 'sm' });

export function LeftColumn() {
  return (
    <>
      <SectionCard title="Upcoming Events" icon={CalendarDays}>
        <SectionEmpty action={<Link to="/events" className={linkLook}>Browse events</Link>}>
          No upcoming events yet.
        </SectionEmpty>
      </SectionCard>
      <SectionCard title="Your Groups & Teams" icon={Users}>
        <SectionEmpty action={<Link to="/groups" className={linkLook}>Find a group</Link>}>
          You have not joined any groups yet.
        </SectionEmpty>
      </SectionCard>
      <SectionCard title="My Channels" icon={Radio}>
        <SectionEmpty action={<Link to="/channels" className={linkLook}>Explore channels</Link>}>
          You are not following any channels yet.
        </SectionEmpty>
      </SectionCard>
      <SectionCard title="Suggested Channels" icon={Compass}>
        <SectionEmpty>No channel suggestions right now.</SectionEmpty>
      </SectionCard>
    </>
  );
}
