/**
 * The whole GraphQL schema: every type file registers itself with the builder.
 */
import { builder } from '../builder.js';
import './scalars.js';
import './errors.js';
import './enums.js';
import './user.js';
import './notification.js';
import './session.js';

export const schema = builder.toSchema({ sortSchema: true });
