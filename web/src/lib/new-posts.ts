/** "N new posts" above a feed (the Dadfeed, the Groupfeed): the label, and which announced posts are still unseen. */

export function newPostsLabel(count: number): string {
  return count === 1 ? '1 new post' : `${count} new posts`;
}

/** A post a feed's subscription announced; `groupId` when it was posted in a group. */
export interface AnnouncedPost {
  postId: string;
  groupId?: string | null;
}

/** Whether an announced post counts for a list narrowed to one group (a Groupfeed chip); all do for null. */
export const countsFor = (groupId: string | null) => (post: AnnouncedPost) =>
  groupId === null || post.groupId === groupId;

/** The ids of the announced posts not already shown (of the group, when one is given), in the order they arrived, without repeats. */
export function unseenPosts(
  announced: readonly AnnouncedPost[],
  shown: ReadonlySet<string>,
  groupId: string | null = null,
): string[] {
  const ids = announced.filter(countsFor(groupId)).map((post) => post.postId);
  return [...new Set(ids)].filter((id) => !shown.has(id));
}
