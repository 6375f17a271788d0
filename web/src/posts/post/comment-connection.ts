import { ConnectionHandler } from 'relay-runtime';

/** The open panel's comment list of a post (CommentList's `CommentList_comments`), for adding and removing. */
export function commentConnectionId(postId: string): string {
  return ConnectionHandler.getConnectionID(postId, 'CommentList_comments');
}
