/** The e-mail digest: Off, Daily or Weekly, saved at once (shown first, and back with a toast if the save fails). */
import { useId } from 'react';
import { graphql, useFragment } from 'react-relay/hooks';
import type { DigestCard_settings$key } from '../../__generated__/DigestCard_settings.graphql';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../components/Card';
import { RadioGroup, RadioOption } from '../../components/RadioGroup';
import { toast } from '../../components/toast/toast-store';
import { DIGEST_CHOICES, type DigestChoice } from '../../lib/notification-settings';
import { MutationError } from '../../relay/mutation';
import { useUpdateNotificationSettings } from './useUpdateNotificationSettings';

const FAILED = 'Failed to save the digest. Please try again.';

export function DigestCard({ settings }: { settings: DigestCard_settings$key }) {
  const { digest } = useFragment(
    graphql`
      fragment DigestCard_settings on NotificationSettings {
        digest
      }
    `,
    settings,
  );
  const [update] = useUpdateNotificationSettings();
  const id = useId();

  async function choose(value: DigestChoice) {
    try {
      await update({ digest: value });
    } catch (error) {
      if (error instanceof MutationError && error.code === 'UNAUTHENTICATED') return;
      const description = error instanceof MutationError ? error.message : FAILED;
      toast({ title: 'Error', description, variant: 'destructive' });
    }
  }

  return (
    <Card role="region" aria-labelledby={`${id}-title`}>
      <CardHeader>
        <CardTitle id={`${id}-title`}>E-mail digest</CardTitle>
        <CardDescription id={`${id}-hint`}>
          What you missed: unread messages, new posts in your groups and channels, upcoming events, unanswered questions
          in your interests.
        </CardDescription>
      </CardHeader>
      <CardContent>
        <RadioGroup
          value={digest}
          onValueChange={(value) => void choose(value as DigestChoice)}
          aria-labelledby={`${id}-title`}
          aria-describedby={`${id}-hint`}
          className="flex flex-wrap gap-x-6 gap-y-3"
        >
          {DIGEST_CHOICES.map((choice) => (
            <RadioOption key={choice.id} id={`${id}-${choice.id}`} value={choice.id} label={choice.label} />
          ))}
        </RadioGroup>
      </CardContent>
    </Card>
  );
}
