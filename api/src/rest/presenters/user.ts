/**
 * A member as /api returns them: the User fields the dashboard and the people screens read, enums in their
 * dashed spelling (`stay-at-home`), privacy applied.
 */
import type { User } from '../../generated/prisma/client.js';
import {
  canSeeAccountSettings,
  canSeeField,
  canSeeProfileDetails,
  type Relationship,
} from '../../domain/users/privacy.js';
import { isProfileComplete } from '../../domain/users/profile.js';
import type { AuthorCard } from '../../domain/feed/details.js';
import { toSpecSpelling } from '../../domain/vocabulary.js';
import { connectionStatusOf, type MemberNetworking } from '../../domain/users/networking.js';
import type { MemberProfile } from '../../domain/users/member-profile.js';
import { newAccountLimitsOf } from '../../domain/safety/new-accounts.js';
import type { Services } from '../../domain/services.js';
import type { CredentialColumn } from '../../domain/users/credentials.js';

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
export function presentUser(user: Omit<User, CredentialColumn>, relationship: Relationship) {
  const sees = (group: Parameters<typeof canSeeField>[1]) => canSeeField(user, group, relationship);
  const kids = sees('kidsInfo');
  // A blocked pair sees the identity only: no bio, lists or Dad Score (lists empty rather than absent).
  const details = canSeeProfileDetails(relationship);
  const list = (values: string[]) => (details ? values : []);
  const base = {
    id: user.id,
    username: user.username,
    firstName: user.firstName,
    lastName: user.lastName,
    email: sees('email') ? user.email : null,
    profileImageUrl: user.profileImageUrl,
    dadType: toSpecSpelling(user.dadType),
    location: sees('location') ? user.location : null,
    bio: details ? user.bio : null,
    interests: list(user.interests),
    numberOfKids: kids ? user.numberOfKids : null,
    kidsAges: kids ? user.kidsAges : null,
    kidsGenders: kids ? user.kidsGenders : null,
    familyStructure: sees('familyStructure') ? toSpecSpelling(user.familyStructure) : null,
    dadBodType: sees('dadBodType') ? toSpecSpelling(user.dadBodType) : null,
    hairline: sees('hairline') ? toSpecSpelling(user.hairline) : null,
    sportsWatchPreferences: list(user.sportsWatchPreferences),
    sportsPlayPreferences: list(user.sportsPlayPreferences),
    sportsFavoriteTeams: list(user.sportsFavoriteTeams),
    outdoorActivities: list(user.outdoorActivities),
    collectiblesTypes: list(user.collectiblesTypes),
    dadScore: details ? user.dadScore : null,
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

/**
 * The signed-in member as they see themselves: GET /api/auth/user and the answers to their own sign-in, sign-up
 * and edits, with their new-account limits (docs/safety.md; null once lifted).
 */
export async function presentSelf(services: Pick<Services, 'prisma' | 'config'>, user: Omit<User, CredentialColumn>) {
  return { ...presentUser(user, 'self'), newAccountLimits: await newAccountLimitsOf(services, user) };
}

/**
 * A member on the Networking screens (search, discover, blocked) and profiles: presentUser, plus how the viewer
 * stands to them: mutual connections, the pair's connection (its status, id and who asked) and the viewer's block.
 */
export function presentNetworkMember(user: Omit<User, CredentialColumn>, networking: MemberNetworking) {
  return {
    ...presentUser(user, networking.relationship),
    mutualConnections: networking.mutualConnections,
    connectionStatus: connectionStatusOf(networking),
    connectionId: networking.connection?.id ?? null,
    requesterId: networking.connection?.requesterId ?? null,
    isBlocked: networking.blockedByViewer,
  };
}

/** GET /api/users/:id: the member with their stats (null for a blocked pair). */
export function presentMemberProfile({ user, networking, stats }: MemberProfile) {
  return { ...presentNetworkMember(user, networking), stats };
}
