/**
 * The fields the create and Edit Event forms share: title, description, location, start and end, the attendee
 * limit, the category, public and virtual. The dates are the browser's datetime-local fields, in its zone.
 */
import type { ReactNode } from 'react';
import { ChoiceSelect } from '../components/ChoiceSelect';
import { SwitchField } from '../components/SwitchField';
import { TextField } from '../components/TextField';
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
  const set = <K extends keyof EventDraft>(key: K, value: EventDraft[K]) => onChange({ ...draft, [key]: value });
  return (
    <div className="grid gap-4">
      <TextField
        label="Title"
        value={draft.title}
        disabled={disabled}
        placeholder="e.g. Saturday Cookout"
        onChange={(value) => set('title', value)}
      />
      <TextField
        label="Description"
        multiline
        value={draft.description}
        disabled={disabled}
        onChange={(value) => set('description', value)}
      />
      <TextField
        label="Location"
        value={draft.location}
        disabled={disabled}
        placeholder={draft.isVirtual ? 'Online' : 'e.g. Zilker Park, Austin, TX'}
        onChange={(value) => set('location', value)}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label="Start date"
          type="datetime-local"
          value={draft.startDate}
          disabled={disabled}
          onChange={(value) => set('startDate', value)}
        />
        <TextField
          label="End date (optional)"
          type="datetime-local"
          value={draft.endDate}
          disabled={disabled}
          onChange={(value) => set('endDate', value)}
        />
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label="Maximum attendees (optional)"
          inputMode="numeric"
          value={draft.maxAttendees}
          disabled={disabled}
          placeholder="No limit"
          onChange={(value) => set('maxAttendees', value)}
        />
        <ChoiceSelect
          label="Category"
          value={draft.category}
          choices={CATEGORY_CHOICES}
          disabled={disabled}
          onChange={(value) => set('category', value)}
        />
      </div>
      <SwitchField
        wrap
        label="Public event"
        hint={draft.isPublic ? 'Every dad can find it.' : 'Private: only you, your invitees and attendees see it.'}
        checked={draft.isPublic}
        disabled={disabled}
        onCheckedChange={(value) => set('isPublic', value)}
      />
      <SwitchField
        wrap
        label="Virtual event"
        hint={draft.isVirtual ? 'Attendees meet by video call.' : 'Attendees meet in person.'}
        checked={draft.isVirtual}
        disabled={disabled}
        onCheckedChange={(value) => set('isVirtual', value)}
      />
      {children}
    </div>
  );
}
