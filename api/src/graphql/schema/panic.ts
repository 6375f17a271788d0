/**
 * The panic button: the same command as POST /api/panic/activate.
 */
import { activatePanic, type PanicActivation } from '../../domain/panic/activate.js';
import { builder } from '../builder.js';

const PanicActivationRef = builder.objectRef<PanicActivation>('PanicActivation').implement({
  description: 'A community alert just raised.',
  fields: (t) => ({
    notifiedCount: t.exposeInt('notified', { description: 'How many of the viewer’s connections were notified.' }),
    line: t.exposeString('line', { description: 'A humorous loading line for the panic dialog.' }),
  }),
});

builder.mutationField('activatePanic', (t) =>
  t.field({
    type: PanicActivationRef,
    errors: {},
    authScopes: { write: 'session' },
    description:
      'Raises a community alert: notifies the viewer’s accepted connections (type panic). At most once every ' +
      '5 minutes (RATE_LIMITED with retryAfterSeconds).',
    resolve: (_root, _args, ctx) => activatePanic(ctx.services, ctx.viewer!.id),
  }),
);
