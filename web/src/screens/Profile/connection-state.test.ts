import { describe, expect, it } from 'vitest';
import { connectionState } from './connection-state';

const member = 'member-id';
const viewer = 'viewer-id';

describe('the connection button on a profile', () => {
  it('reads Connect without a connection', () => {
    expect(connectionState(member, null)).toBe('none');
  });

  it('reads Connected once accepted, whoever asked', () => {
    expect(connectionState(member, { status: 'accepted', requester: { id: member } })).toBe('connected');
    expect(connectionState(member, { status: 'accepted', requester: { id: viewer } })).toBe('connected');
  });

  it('tells a request the viewer sent from one the member sent', () => {
    expect(connectionState(member, { status: 'pending', requester: { id: viewer } })).toBe('sent');
    expect(connectionState(member, { status: 'pending', requester: { id: member } })).toBe('received');
  });

  it('keeps a declined request silent to the one who asked', () => {
    expect(connectionState(member, { status: 'declined', requester: { id: viewer } })).toBe('sent');
    expect(connectionState(member, { status: 'declined', requester: { id: member } })).toBe('none');
  });
});
