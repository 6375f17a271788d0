/**
 * The data model's enums, as GraphQL enums with the same value names (the /api adapter spells a few of
 * them with dashes, as the product writes them: see domain/vocabulary.ts).
 */
import {
  ConnectionStatus,
  ContentHidden,
  DadBodType,
  DadType,
  FamilyStructure,
  GroupVisibility,
  Hairline,
  NotificationTarget,
  NotificationType,
  ProfileVisibility,
  SiteRole,
} from '../../generated/prisma/client.js';
import { builder } from '../builder.js';

export const DadTypeEnum = builder.enumType(DadType, { name: 'DadType' });
export const FamilyStructureEnum = builder.enumType(FamilyStructure, { name: 'FamilyStructure' });
export const DadBodTypeEnum = builder.enumType(DadBodType, { name: 'DadBodType' });
export const HairlineEnum = builder.enumType(Hairline, { name: 'Hairline' });
export const ProfileVisibilityEnum = builder.enumType(ProfileVisibility, { name: 'ProfileVisibility' });
export const SiteRoleEnum = builder.enumType(SiteRole, { name: 'SiteRole' });
export const NotificationTypeEnum = builder.enumType(NotificationType, { name: 'NotificationType' });
export const NotificationTargetEnum = builder.enumType(NotificationTarget, { name: 'NotificationTarget' });
export const GroupVisibilityEnum = builder.enumType(GroupVisibility, { name: 'GroupVisibility' });
export const ConnectionStatusEnum = builder.enumType(ConnectionStatus, { name: 'ConnectionStatus' });
export const ContentHiddenEnum = builder.enumType(ContentHidden, {
  name: 'ContentHidden',
  description: 'Why moderation hides content (docs/moderation.md). Only its author ever sees hidden content.',
  values: {
    pending_review: { description: 'Reported by several members: hidden until a moderator reviews it.' },
    moderators: { description: 'Hidden by a moderator.' },
  },
});
