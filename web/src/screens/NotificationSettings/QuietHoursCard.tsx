/**
 * Quiet hours and the time zone: a form with its own Save (times are typed), the server's refusals under the
 * fields they name. The time zone may also be set in one click to the browser's while it is still UTC.
 */
import { useId, useState, type FormEvent } from 'react';
import { graphql, useFragment } from 'react-relay/hooks';
import type { QuietHoursCard_settings$key } from '../../__generated__/QuietHoursCard_settings.graphql';
import { Button } from '../../components/Button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../components/Card';
import { Checkbox } from '../../components/Checkbox';
import { FieldProblem } from '../../components/FieldProblem';
import { Label } from '../../components/Label';
import { toast } from '../../components/toast/toast-store';
import {
  hasQuietHoursErrors,
  quietHoursDraft,
  quietHoursDraftErrors,
  quietHoursInput,
  quietHoursRefusal,
  type QuietHoursDraft,
  type QuietHoursErrors,
} from '../../lib/notification-settings';
import { MutationError } from '../../relay/mutation';
import { TimeField } from './TimeField';
import { TimeZoneField } from './TimeZoneField';
import { useUpdateNotificationSettings } from './useUpdateNotificationSettings';

const FAILED = 'The quiet hours could not be saved. Please try again.';

export function QuietHoursCard({ settings }: { settings: QuietHoursCard_settings$key }) {
  const stored = useFragment(
    graphql`
      fragment QuietHoursCard_settings on NotificationSettings {
        timeZone
        quietHours {
          start
          end
        }
      }
    `,
    settings,
  );
  const [draft, setDraft] = useState<QuietHoursDraft>(() => quietHoursDraft(stored));
  const [errors, setErrors] = useState<QuietHoursErrors>({});
  const [update, isSaving] = useUpdateNotificationSettings();
  const id = useId();

  // A change clears that field's problem (and a refusal of the whole form); the others stay until the next try.
  const change = <K extends keyof QuietHoursDraft>(key: K, value: QuietHoursDraft[K]) => {
    setDraft((current) => ({ ...current, [key]: value }));
    setErrors((current) => ({ ...current, [key]: undefined, form: undefined }));
  };

  async function save(input: Parameters<typeof update>[0], done: string) {
    try {
      await update(input);
      toast({ title: done });
    } catch (error) {
      if (error instanceof MutationError && error.code === 'UNAUTHENTICATED') return;
      setErrors(
        error instanceof MutationError ? quietHoursRefusal(error.message, error.fieldErrors) : { form: FAILED },
      );
    }
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    const found = quietHoursDraftErrors(draft);
    setErrors(found);
    if (!hasQuietHoursErrors(found)) void save(quietHoursInput(draft), 'Quiet hours saved');
  }

  function saveBrowserZone(timeZone: string) {
    change('timeZone', timeZone);
    void save({ timeZone }, 'Time zone saved');
  }

  return (
    <Card role="region" aria-labelledby={`${id}-title`}>
      <CardHeader>
        <CardTitle id={`${id}-title`}>Quiet hours</CardTitle>
        <CardDescription>Community alerts always come through.</CardDescription>
      </CardHeader>
      <CardContent>
        <form className="grid gap-5" onSubmit={submit} noValidate aria-labelledby={`${id}-title`}>
          <div className="flex items-start gap-3">
            <Checkbox
              id={`${id}-enabled`}
              checked={draft.enabled}
              disabled={isSaving}
              onCheckedChange={(checked) => change('enabled', checked === true)}
            />
            <Label htmlFor={`${id}-enabled`} className="leading-snug">
              Pause e-mail and push during quiet hours
            </Label>
          </div>
          <div className="grid grid-cols-2 gap-3 sm:max-w-sm">
            <TimeField
              label="From"
              value={draft.start}
              error={errors.start}
              disabled={!draft.enabled || isSaving}
              onChange={(value) => change('start', value)}
            />
            <TimeField
              label="To"
              value={draft.end}
              error={errors.end}
              disabled={!draft.enabled || isSaving}
              onChange={(value) => change('end', value)}
            />
          </div>
          <TimeZoneField
            value={draft.timeZone}
            stored={stored.timeZone}
            error={errors.timeZone}
            disabled={isSaving}
            onChange={(value) => change('timeZone', value)}
            onUseBrowserZone={saveBrowserZone}
          />
          <FieldProblem id={`${id}-form-error`} message={errors.form} />
          <Button type="submit" className="justify-self-start" loading={isSaving}>
            Save quiet hours
          </Button>
        </form>
      </CardContent>
    </Card>
  );
}
