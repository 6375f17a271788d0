/**
 * A member's card: what a list item shows of someone (a post's author, a conversation's participant, a
 * message's sender), read as JSON inside the statement that lists them, with the e-mail only where the viewer
 * may see it (./privacy.ts).
 */
import { Prisma, type User } from '../../generated/prisma/client.js';
import { canSeeFieldSql } from './privacy.js';

export type MemberCard = Pick<User, 'id' | 'username' | 'firstName' | 'lastName' | 'profileImageUrl' | 'dadType'> & {
  email: string | null;
};

/** The card of the member row aliased `u`, as a JSON object. */
export function memberCardJsonSql(viewerId: string, u: Prisma.Sql): Prisma.Sql {
  return Prisma.sql`json_build_object(
      'id', ${u}.id, 'username', ${u}.username, 'firstName', ${u}."firstName", 'lastName', ${u}."lastName",
      'email', CASE WHEN ${canSeeFieldSql('email', viewerId, u)} THEN ${u}.email END,
      'profileImageUrl', ${u}."profileImageUrl", 'dadType', ${u}."dadType")`;
}
