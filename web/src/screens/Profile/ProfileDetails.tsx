/**
 * The body of a profile: the stats, then Contact Information and Dad Info beside About, Interests, Family
 * Information, Dad Characteristics, Sports & Athletics, Outdoor Activities and Collectibles. The show flags are
 * applied here too, so the member's own page shows what others see.
 */
import { AtSign, Baby, BicepsFlexed, Heart, IdCard, Info, Medal, Mountain, Stamp } from 'lucide-react';
import type { ReactNode } from 'react';
import { graphql, useFragment } from 'react-relay/hooks';
import type { ProfileDetails_user$key } from '../../__generated__/ProfileDetails_user.graphql';
import { formatDate } from '../../lib/dates';
import { present } from '../../lib/display-name';
import { ChipList, FactList, Placeholder, ProfileSection } from './ProfileSection';
import { ProfileStats } from './ProfileStats';
import { SportsSection } from './SportsSection';
import { characteristicFacts, contactFacts, familyFacts, profileInterests } from './profile-view';

interface Props {
  user: ProfileDetails_user$key;
  interestOptions: readonly string[];
  /** The dad type as labelled, if any. */
  dadType: string | null;
  aside?: ReactNode;
}

export function ProfileDetails({ user: userKey, interestOptions, dadType, aside }: Props) {
  const user = useFragment(
    graphql`
      fragment ProfileDetails_user on User {
        email location bio interests createdAt
        showEmail showLocation showFamilyStructure showKidsInfo showDadBodType showHairline
        familyStructure numberOfKids kidsAges kidsGenders dadBodType hairline
        outdoorActivities collectiblesTypes
        ...ProfileStats_user
        ...SportsSection_user
      }
    `,
    userKey,
  );
  const contact = contactFacts(user);
  const family = familyFacts(user);
  const characteristics = characteristicFacts(user);
  const interests = profileInterests(user.interests, interestOptions);
  const bio = present(user.bio);
  return (
    <>
      <ProfileStats user={user} />
      <div className="grid items-start gap-4 lg:grid-cols-[minmax(0,1fr)_minmax(0,2fr)]">
        <div className="grid gap-4">
          <ProfileSection title="Contact Information" icon={AtSign}>
            {contact.length > 0 ? (
              <FactList facts={contact} />
            ) : (
              <Placeholder>Contact information is private</Placeholder>
            )}
          </ProfileSection>
          <ProfileSection title="Dad Info" icon={IdCard}>
            <FactList
              facts={[
                ...(dadType ? [{ label: 'Dad type', value: dadType }] : []),
                { label: 'Member since', value: formatDate(new Date(user.createdAt as string), 'date') },
              ]}
            />
          </ProfileSection>
          {aside}
        </div>
        <div className="grid gap-4">
          <ProfileSection title="About" icon={Info}>
            {bio ? (
              <p className="text-sm whitespace-pre-line text-ink">{bio}</p>
            ) : (
              <Placeholder>No bio yet.</Placeholder>
            )}
          </ProfileSection>
          <ProfileSection title="Interests" icon={Heart}>
            {interests.length > 0 ? (
              <ChipList items={interests} label="Interests" />
            ) : (
              <Placeholder>No interests added yet.</Placeholder>
            )}
          </ProfileSection>
          {family.length > 0 && (
            <ProfileSection title="Family Information" icon={Baby}>
              <FactList facts={family} />
            </ProfileSection>
          )}
          {characteristics.length > 0 && (
            <ProfileSection title="Dad Characteristics" icon={BicepsFlexed}>
              <FactList facts={characteristics} />
            </ProfileSection>
          )}
          <SportsSection user={user} icon={Medal} />
          {user.outdoorActivities.length > 0 && (
            <ProfileSection title="Outdoor Activities" icon={Mountain}>
              <ChipList items={user.outdoorActivities} label="Outdoor activities" />
            </ProfileSection>
          )}
          {user.collectiblesTypes.length > 0 && (
            <ProfileSection title="Collectibles" icon={Stamp}>
              <ChipList items={user.collectiblesTypes} label="Collectibles" />
            </ProfileSection>
          )}
        </div>
      </div>
    </>
  );
}
