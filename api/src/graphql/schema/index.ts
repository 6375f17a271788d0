/**
 * The whole GraphQL schema: every type file registers itself with the builder.
 */
import { isObjectType } from 'graphql';
import { builder } from '../builder.js';
import { setNodeTypes } from '../global-id.js';
import './scalars.js';
import './errors.js';
import './enums.js';
import './user.js';
import './notification.js';
import './notification-settings.js';
import './session.js';
import './account-recovery.js';
import './two-factor.js';
import './passkeys.js';
import './passkey-sign-in.js';
import './single-sign-on.js';
import './post.js';
import './post-mutations.js';
import './post-fist-bumps.js';
import './poll.js';
import './comment.js';
import './group.js';
import './groupfeed.js';
import './group-mutations.js';
import './group-viewer.js';
import './group-members.js';
import './group-bans.js';
import './group-queries.js';
import './group-invitations.js';
import './group-admin-mutations.js';
import './event.js';
import './event-mutations.js';
import './event-viewer.js';
import './event-attendees.js';
import './event-invitations.js';
import './event-queries.js';
import './event-admin-mutations.js';
import './event-live.js';
import './group-live.js';
import './event-photos.js';
import './calendar.js';
import './new-account-limits.js';
import './connection.js';
import './connection-lists.js';
import './connection-mutations.js';
import './connection-live.js';
import './networking.js';
import './search.js';
import './mention-suggestions.js';
import './invite.js';
import './onboarding.js';
import './profile.js';
import './news.js';
import './dad-score.js';
import './joke.js';
import './panic.js';
import './channel.js';
import './channel-directory.js';
import './channel-posts.js';
import './channel-stats.js';
import './suggestion.js';
import './messaging.js';
import './messaging-mutations.js';
import './messaging-subscriptions.js';
import './question.js';
import './question-mutations.js';
import './access-tokens.js';
import './sessions.js';
import './sign-in-history.js';
import './storage-use.js';
import './rate-limit.js';
import './reports.js';
import './moderation-actions.js';
import './moderation.js';
import './moderation-moderators.js';
import './moderation-hidden.js';
import './account-help.js';
import './moderation-jobs.js';

export const schema = builder.toSchema({ sortSchema: true });

setNodeTypes(
  Object.values(schema.getTypeMap())
    .filter((type) => isObjectType(type) && type.getInterfaces().some((i) => i.name === 'Node'))
    .map((type) => type.name),
);
