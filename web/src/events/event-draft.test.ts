import { describe, expect, it } from 'vitest';
import { draftOf, draftProblem, eventInput, NEW_EVENT, updateInput } from './event-draft';

describe('the event form', () => {
  it('needs a title, then a start date (each with its toast)', () => {
    expect(draftProblem(NEW_EVENT)).toEqual({ title: 'Title required', description: 'Please enter an event title.' });
    expect(draftProblem({ ...NEW_EVENT, title: '   ' })?.title).toBe('Title required');
    expect(draftProblem({ ...NEW_EVENT, title: 'Cookout' })).toEqual({
      title: 'Start date required',
      description: 'Please select a start date for the event.',
    });
    expect(draftProblem({ ...NEW_EVENT, title: 'Cookout', startDate: '2026-06-14T18:30' })).toBeNull();
  });

  it('sends instants, an integer or null for maxAttendees, and no category when none is chosen', () => {
    const input = eventInput({ ...NEW_EVENT, title: ' Cookout ', startDate: '2026-06-14T18:30', maxAttendees: '' });
    expect(input).toMatchObject({
      title: 'Cookout',
      startDate: new Date(2026, 5, 14, 18, 30).toISOString(),
      endDate: null,
      maxAttendees: null,
      category: null,
    });
    expect(eventInput({ ...NEW_EVENT, maxAttendees: '12', category: 'food' })).toMatchObject({
      maxAttendees: 12,
      category: 'food',
    });
  });

  it('edits from the stored event, sending the meeting link only for a virtual one', () => {
    const stored = {
      title: 'Cookout',
      description: '',
      location: 'Austin, TX',
      startDate: new Date(2026, 5, 14, 18, 30).toISOString(),
      endDate: null,
      maxAttendees: 8,
      category: 'food',
      isPublic: false,
      isVirtual: false,
      meetingUrl: null,
    };
    const draft = draftOf(stored);
    expect(draft).toMatchObject({
      startDate: '2026-06-14T18:30',
      endDate: '',
      maxAttendees: '8',
      category: 'food',
      meetingUrl: '',
    });
    expect(updateInput(draft)).not.toHaveProperty('meetingUrl');
    expect(updateInput({ ...draft, isVirtual: true, meetingUrl: ' https://meet.example.com/x ' })).toMatchObject({
      meetingUrl: 'https://meet.example.com/x',
    });
    expect(updateInput({ ...draft, isVirtual: true })).toMatchObject({ meetingUrl: null });
    expect(updateInput({ ...draft, category: '' })).not.toHaveProperty('category');
  });
});
