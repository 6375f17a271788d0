/** The dashboard's right column. Connections and activity come with their APIs; meanwhile, empty states. */
import { Activity, UserPlus, Users } from 'lucide-react';
import { buttonClasses } from '../../components/Button';
import { Link } from '../../router/Link';
import { AdPlaceholder } from './AdPlaceholder';
import { SectionCard, SectionEmpty } from './SectionCard';

const linkLook = buttonClasses({ variant: 'link', size: 'sm' });

export function RightColumn() {
  return (
    <>
      <SectionCard title="My Connections" icon={Users}>
        <SectionEmpty action={<Link to="/networking" className={linkLook}>Find dads near you</Link>}>
          No connections yet.
        </SectionEmpty>
      </SectionCard>
      <SectionCard title="Suggested Connections" icon={UserPlus}>
        <SectionEmpty>No suggestions right now. Check back soon.</SectionEmpty>
      </SectionCard>
      <AdPlaceholder title="Featured Sponsor">Dad-approved gear and services, featured here.</AdPlaceholder>
      <AdPlaceholder title="Your Brand Here">Reach thousands of engaged dads in your area.</AdPlaceholder>
      <SectionCard title="Recent Activity" icon={Activity}>
        <SectionEmpty>Nothing yet. Your posts, fist bumps and comments will show up here.</SectionEmpty>
      </SectionCard>
    </>
  );
}
