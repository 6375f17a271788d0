/**
 * Applies the onboarding confinement (domain/onboarding/confinement.ts) to GraphQL, over HTTP and WebSocket
 * alike: a mutation by a member who has not finished onboarding runs only if every root field is one of the
 * onboarding, profile or session mutations; otherwise nothing of it runs and it answers FORBIDDEN.
 */
import type { Plugin } from 'graphql-yoga';
import {
  GraphQLError,
  Kind,
  getOperationAST,
  type DocumentNode,
  type FragmentDefinitionNode,
  type SelectionSetNode,
} from 'graphql';
import type { AppError } from '../domain/errors.js';
import { onboardingRefusal, type OnboardingWrite } from '../domain/onboarding/confinement.js';
import type { User } from '../generated/prisma/client.js';
import type { GraphQLContext } from './context.js';

/** The mutation fields of the onboarding writes. */
const ONBOARDING_MUTATIONS = new Map<string, OnboardingWrite>([
  ['completeOnboarding', 'finishOnboarding'],
  ['signIn', 'signIn'],
  ['signInSecondFactor', 'signIn'],
  ['beginPasskeySignIn', 'signIn'],
  ['signInWithPasskey', 'signIn'],
  ['signOut', 'signOut'],
  ['register', 'register'],
  ['updateProfile', 'editProfile'],
  ['updatePrivacySettings', 'editPrivacySettings'],
  ['updateFeedSettings', 'editFeedSettings'],
  ['updateNotificationPreference', 'editNotificationSettings'],
  ['updateNotificationSettings', 'editNotificationSettings'],
  ['changePassword', 'changePassword'],
  ['deleteAccount', 'deleteAccount'],
  ['requestPasswordReset', 'recoverAccount'],
  ['resetPassword', 'recoverAccount'],
  ['verifyEmail', 'verifyEmail'],
  ['resendVerificationEmail', 'verifyEmail'],
  ['signOutSession', 'manageSessions'],
  ['signOutOtherSessions', 'manageSessions'],
]);

/** `fields`: the mutation's root fields (by field name, not alias); `__typename` writes nothing. */
export function mutationRefusal(
  viewer: Pick<User, 'dadType' | 'location'> | null,
  fields: Iterable<string>,
): AppError | null {
  const writes = [...fields].filter((field) => field !== '__typename');
  return onboardingRefusal(
    viewer,
    writes.map((name) => ({ name, onboarding: ONBOARDING_MUTATIONS.get(name) })),
  );
}

/** Root field names, through fragment spreads and inline fragments (each fragment visited once). */
function rootFields(
  selectionSet: SelectionSetNode,
  fragments: Map<string, FragmentDefinitionNode>,
  seen = new Set<string>(),
): string[] {
  return selectionSet.selections.flatMap((selection) => {
    if (selection.kind === Kind.FIELD) return [selection.name.value];
    if (selection.kind === Kind.INLINE_FRAGMENT) return rootFields(selection.selectionSet, fragments, seen);
    const name = selection.name.value;
    const fragment = fragments.get(name);
    if (!fragment || seen.has(name)) return [];
    seen.add(name);
    return rootFields(fragment.selectionSet, fragments, seen);
  });
}

function fragmentsOf(document: DocumentNode): Map<string, FragmentDefinitionNode> {
  const fragments = new Map<string, FragmentDefinitionNode>();
  for (const definition of document.definitions) {
    if (definition.kind === Kind.FRAGMENT_DEFINITION) fragments.set(definition.name.value, definition);
  }
  return fragments;
}

export function onboardingConfinementPlugin(): Plugin<GraphQLContext> {
  return {
    onExecute({ args, setResultAndStopExecution }) {
      const operation = getOperationAST(args.document, args.operationName);
      if (operation?.operation !== 'mutation') return;
      const viewer = (args.contextValue as GraphQLContext).viewer;
      const refusal = mutationRefusal(viewer, rootFields(operation.selectionSet, fragmentsOf(args.document)));
      if (refusal) {
        setResultAndStopExecution({
          data: null,
          errors: [new GraphQLError(refusal.message, { extensions: { code: refusal.code } })],
        });
      }
    },
  };
}
