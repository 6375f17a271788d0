/** The members of a conversation other than the viewer. */
export function othersIn<U extends { id: string }>(members: readonly U[], viewerId: string): U[] {
  return members.filter((member) => member.id !== viewerId);
}
