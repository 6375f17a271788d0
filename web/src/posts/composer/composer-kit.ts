/**
 * The composer pieces a group's page borrows from the dashboard (photo, tags, the group post form). The group
 * screens load them through the home page's chunk (`import('screens/Home/HomeScreen')`, which re-exports this
 * module), never statically: shared statically, they would leave the home page's chunk for a common one, and the
 * signed-in home page would download ~1 KB more (docs/web.md, "What the signed-in home downloads").
 */
export { HashtagInput } from '../HashtagInput';
export { GroupPostControls } from './GroupPostControls';
export { PhotoPreview } from './PhotoPreview';
export { useGroupPostForm } from './useGroupPostForm';
