import { describe, expect, it } from 'vitest';
import {
  aboutLabel,
  alreadyUnsubscribedText,
  unsubscribedText,
  unsubscribeQuestion,
  unsubscribeStateOf,
} from './unsubscribe';

const comments = { kind: 'comments', label: 'Comments on my posts' };
const referrals = { kind: 'referrals', label: 'Referrals and Dad Score' };
const digest = { kind: 'digest', label: 'The digest' };

describe('the unsubscribe page’s words', () => {
  it('name a category by its label, its first letter in lower case after "about"', () => {
    expect(unsubscribeQuestion(comments)).toBe('Unsubscribe from e-mails about comments on my posts?');
    expect(unsubscribedText(comments)).toBe('You will no longer get e-mails about comments on my posts.');
    expect(alreadyUnsubscribedText(comments)).toBe(
      'You are already unsubscribed from e-mails about comments on my posts.',
    );
  });

  it('keep the rest of the label as the server wrote it', () => {
    expect(aboutLabel(referrals.label)).toBe('referrals and Dad Score');
    expect(unsubscribedText(referrals)).toBe('You will no longer get e-mails about referrals and Dad Score.');
    expect(aboutLabel('')).toBe('');
  });

  it('name the digest as itself', () => {
    expect(unsubscribeQuestion(digest)).toBe('Unsubscribe from the digest?');
    expect(unsubscribedText(digest)).toBe('You will no longer get the digest.');
    expect(alreadyUnsubscribedText(digest)).toBe('You are already unsubscribed from the digest.');
  });
});

describe('unsubscribeStateOf', () => {
  it('reads the server’s answer', () => {
    expect(unsubscribeStateOf({ ...comments, subscribed: true })).toEqual({ ...comments, subscribed: true });
  });

  it('refuses anything else', () => {
    expect(unsubscribeStateOf(null)).toBeNull();
    expect(unsubscribeStateOf('Comments')).toBeNull();
    expect(unsubscribeStateOf({ message: 'This unsubscribe link is not valid.' })).toBeNull();
    expect(unsubscribeStateOf({ ...comments, subscribed: 'yes' })).toBeNull();
  });
});
