/**
 * A member as /api returns them: the part 1 and part 3 User fields, spec spellings, privacy applied.
 */
import type { User } from '../../generated/prisma/client.js';
import { canSeeAccountSettings, canSeeField, type Relationship } from '../../domain/users/privacy.js';
import { isProfileComplete } from '../../domain/users/profile.js';
import type { AuthorCard } from '../../domain/feed/details.js';
import { toSpecSpelling } from '../../domain/vocabulary.js';

/** A post's author as cards show them: identity and dad type; the e-mail already filtered by privacy. */
export function presentAuthor(author: AuthorCard) {
  return {
    id: author.id,
    username: author.username,
    firstName: author.firstName,
    lastName: author.lastName,
    email: author.email,
    profileImageUrl: author.profileImageUrl,
    dadType: toSpecSpelling(author.dadType),
  };
}

/** Any member row; the password hash is never needed (nor sent). */
export function presentUser(user: Omit<User, 'passwordHash'>, relationship: Relationship) {
  const sees = (group: Parameters<typeof canSeeField>[1]) => canSeeField(user, group, relationship);
  const kids = sees('kidsInfo');
  const base = {
    id: user.id,
    username: user.username,
    firstName: user.firstName,
    lastName: user.lastName,
    email: sees('email') ? user.email : null,
    profileImageUrl: user.profileImageUrl,
    dadType: toSpecSpelling(user.dadType),
    location: sees('location') ? user.location : null,
    bio: user.bio,
    interests: user.interests,
    numberOfKids: kids ? user.numberOfKids : null,
    kidsAges: kids ? user.kidsAges : null,
    kidsGenders: kids ? user.kidsGenders : null,
    familyStructure: sees('familyStructure') ? toSpecSpelling(user.familyStructure) : null,
    dadBodType: sees('dadBodType') ? toSpecSpelling(user.dadBodType) : null,
    hairline: sees('hairline') ? toSpecSpelling(user.hairline) : null,
    sportsWatchPreferences: user.sportsWatchPreferences,
    sportsPlayPreferences: user.sportsPlayPreferences,
    sportsFavoriteTeams: user.sportsFavoriteTeams,
    outdoorActivities: user.outdoorActivities,
    collectiblesTypes: user.collectiblesTypes,
    dadScore: user.dadScore,
    joinedAt: user.joinedAt,
    createdAt: user.createdAt,
    // The show flags are public: they say which fields the member chose to show.
    showEmail: user.showEmail,
    showLocation: user.showLocation,
    showFamilyStructure: user.showFamilyStructure,
    showKidsInfo: user.showKidsInfo,
    showDadBodType: user.showDadBodType,
    showHairline: user.showHairline,
  };
  if (!canSeeAccountSettings(relationship)) return base;
  return {
    ...base,
    emailVisibility: user.emailVisibility,
    locationVisibility: user.locationVisibility,
    familyStructureVisibility: user.familyStructureVisibility,
    kidsInfoVisibility: user.kidsInfoVisibility,
    dadBodTypeVisibility: user.dadBodTypeVisibility,
    hairlineVisibility: user.hairlineVisibility,
    filterPoliticalContent: user.filterPoliticalContent,
    referralCode: user.referralCode,
    role: user.role,
    isProfileComplete: isProfileComplete(user),
  };
}
