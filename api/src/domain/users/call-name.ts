/** What a mail calls a member: their first name, else their @username. */
export interface Named {
  firstName: string | null;
  username: string;
}

export function callName(member: Named): string {
  return member.firstName?.trim() || `@${member.username}`;
}
