/**
 * The fields the create and Edit Event forms share: title, description, location, start and end, the attendee
 * limit, the category, public and virtual. The dates are the browser's datetime-local fields, in its zone.
 */
import { useId, type ReactNode } from 'react';
import { ChoiceSelect } from '../components/ChoiceSelect';
import { Input } from '../components/Input';
import { Label } from '../components/Label';
import { Switch } from '../components/Switch';
import { Textarea } from '../components/Textarea';
import { EVENT_CATEGORIES } from '../lib/events';
import type { EventDraft } from './event-draft';

const CATEGORY_CHOICES = [{ id: '', label: 'Choose a category' }, ...EVENT_CATEGORIES] as const;

interface Props {
  draft: EventDraft;
  onChange: (draft: EventDraft) => void;
  disabled?: boolean;
  /** Extra fields after the shared ones (the meeting link, images, the invite list). */
  children?: ReactNode;
}

export function EventFields({ draft, onChange, disabled, children }: Props) {
  const ids = {
    title: useId(),
    description: useId(),
    location: useId(),
    start: useId(),
    end: useId(),
    max: useId(),
    isPublic: useId(),
    isVirtual: useId(),
  };
  const set = <K extends keyof EventDraft>(key: K, value: EventDraft[K]) => onChange({ ...draft, [key]: value });
  return (
    <div className="grid gap-4">
      <div className="grid gap-1.5">
        <Label htmlFor={ids.title}>Title</Label>
        <Input
          id={ids.title}
          value={draft.title}
          disabled={disabled}
          placeholder="e.g. Saturday Cookout"
          onChange={(event) => set('title', event.target.value)}
        />
      </div>
      <div className="grid gap-1.5">
        <Label htmlFor={ids.description}>Description</Label>
        <Textarea
          id={ids.description}
          value={draft.description}
          disabled={disabled}
          onChange={(event) => set('description', event.target.value)}
        />
      </div>
      <div className="grid gap-1.5">
        <Label htmlFor={ids.location}>Location</Label>
        <Input
          id={ids.location}
          value={draft.location}
          disabled={disabled}
          placeholder={draft.isVirtual ? 'Online' : 'e.g. Zilker Park, Austin, TX'}
          onChange={(event) => set('location', event.target.value)}
        />
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <div className="grid gap-1.5">
          <Label htmlFor={ids.start}>Start date</Label>
          <Input
            id={ids.start}
            type="datetime-local"
            value={draft.startDate}
            disabled={disabled}
            onChange={(event) => set('startDate', event.target.value)}
          />
        </div>
        <div className="grid gap-1.5">
          <Label htmlFor={ids.end}>End date (optional)</Label>
          <Input
            id={ids.end}
            type="datetime-local"
            value={draft.endDate}
            disabled={disabled}
            onChange={(event) => set('endDate', event.target.value)}
          />
        </div>
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <div className="grid gap-1.5">
          <Label htmlFor={ids.max}>Maximum attendees (optional)</Label>
          <Input
            id={ids.max}
            inputMode="numeric"
            value={draft.maxAttendees}
            disabled={disabled}
            placeholder="No limit"
            onChange={(event) => set('maxAttendees', event.target.value)}
          />
        </div>
        <ChoiceSelect
          label="Category"
          value={draft.category}
          choices={CATEGORY_CHOICES}
          disabled={disabled}
          onChange={(value) => set('category', value)}
        />
      </div>
      <div className="flex flex-wrap items-center gap-3">
        <Switch
          id={ids.isPublic}
          checked={draft.isPublic}
          disabled={disabled}
          onCheckedChange={(value) => set('isPublic', value)}
        />
        <Label htmlFor={ids.isPublic}>Public event</Label>
        <span className="text-sm text-stone-600">
          {draft.isPublic ? 'Every dad can find it.' : 'Private: only you, your invitees and attendees see it.'}
        </span>
      </div>
      <div className="flex flex-wrap items-center gap-3">
        <Switch
          id={ids.isVirtual}
          checked={draft.isVirtual}
          disabled={disabled}
          onCheckedChange={(value) => set('isVirtual', value)}
        />
        <Label htmlFor={ids.isVirtual}>Virtual event</Label>
        <span className="text-sm text-stone-600">
          {draft.isVirtual ? 'Attendees meet by video call.' : 'Attendees meet in person.'}
        </span>
      </div>
      {children}
    </div>
  );
}
