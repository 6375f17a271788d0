/**
 * The create and Edit Event forms' draft, the checks made before a call and the inputs
 * sent: dates from the datetime-local fields (the browser's zone) as instants, maxAttendees an integer or null.
 */
import {
  fromDateTimeLocal,
  isEventCategory,
  parseMaxAttendees,
  toDateTimeLocal,
  type EventCategoryId,
} from '../lib/events';

export interface EventDraft {
  title: string;
  description: string;
  location: string;
  /** datetime-local values: '2026-06-14T18:30' or ''. */
  startDate: string;
  endDate: string;
  maxAttendees: string;
  category: EventCategoryId | '';
  isPublic: boolean;
  isVirtual: boolean;
  /** Edit Event only, for a virtual event. */
  meetingUrl: string;
}

export const NEW_EVENT: EventDraft = {
  title: '',
  description: '',
  location: '',
  startDate: '',
  endDate: '',
  maxAttendees: '',
  category: '',
  isPublic: true,
  isVirtual: false,
  meetingUrl: '',
};

export interface StoredEvent {
  title: string;
  description: string;
  location: string;
  startDate: string;
  endDate: string | null | undefined;
  maxAttendees: number | null | undefined;
  category: string | null | undefined;
  isPublic: boolean;
  isVirtual: boolean;
  meetingUrl: string | null | undefined;
}

/** Edit Event starts from the event as it is. */
export function draftOf(event: StoredEvent): EventDraft {
  return {
    title: event.title,
    description: event.description,
    location: event.location,
    startDate: toDateTimeLocal(event.startDate),
    endDate: toDateTimeLocal(event.endDate),
    maxAttendees: event.maxAttendees == null ? '' : String(event.maxAttendees),
    category: event.category && isEventCategory(event.category) ? event.category : '',
    isPublic: event.isPublic,
    isVirtual: event.isVirtual,
    meetingUrl: event.meetingUrl ?? '',
  };
}

/** The first rule the draft breaks, as its toast; null when it may be sent. */
export function draftProblem(draft: EventDraft): { title: string; description: string } | null {
  if (draft.title.trim() === '') return { title: 'Title required', description: 'Please enter an event title.' };
  if (fromDateTimeLocal(draft.startDate) === null) {
    return { title: 'Start date required', description: 'Please select a start date for the event.' };
  }
  return null;
}

/** The fields both createEvent and updateEvent take. */
export function eventInput(draft: EventDraft) {
  return {
    title: draft.title.trim(),
    description: draft.description.trim(),
    location: draft.location.trim(),
    startDate: fromDateTimeLocal(draft.startDate) ?? '',
    endDate: fromDateTimeLocal(draft.endDate),
    maxAttendees: parseMaxAttendees(draft.maxAttendees),
    category: draft.category === '' ? null : draft.category,
    isPublic: draft.isPublic,
    isVirtual: draft.isVirtual,
  };
}

/** updateEvent's input: the fields, plus the meeting link of a virtual event (empty clears it). */
export function updateInput(draft: EventDraft) {
  const { category, ...fields } = eventInput(draft);
  return {
    ...fields,
    // Without a category the event keeps the ones it has.
    ...(category ? { category } : {}),
    ...(draft.isVirtual ? { meetingUrl: draft.meetingUrl.trim() === '' ? null : draft.meetingUrl.trim() } : {}),
  };
}
