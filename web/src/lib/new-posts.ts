/** "N new posts" above a feed (the Dadfeed): the label, and which announced posts are still unseen. */

export function newPostsLabel(count: number): string {
  return count === 1 ? '1 new post' : `${count} new posts`;
}

/** The announced ids not already shown, in the order they arrived, without repeats. */
export function unseenPosts(announced: readonly string[], shown: ReadonlySet<string>): string[] {
  return [...new Set(announced)].filter((id) => !shown.has(id));
}
