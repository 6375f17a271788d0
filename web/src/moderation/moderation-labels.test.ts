import { describe, expect, it } from 'vitest';
import {
  actionDoneLabel,
  actorLabel,
  attemptsLabel,
  hiddenLabel,
  reasonLabel,
  reportCountLabel,
  sessionsEndedLabel,
  suspensionLabel,
  targetLabel,
  targetPath,
} from './moderation-labels';

describe('the moderation screen’s words', () => {
  it('names reasons as the report form does', () => {
    expect(['spam', 'harassment', 'adult_violent', 'hate', 'impersonation', 'other'].map(reasonLabel)).toEqual([
      'Spam',
      'Harassment or bullying',
      'Adult or violent content',
      'Hate',
      'Impersonation',
      'Something else',
    ]);
  });

  it('names kinds, actions and who acted; the reports themselves are "Automatic (reports)"', () => {
    expect(targetLabel('comment')).toBe('Comment');
    expect(actionDoneLabel('lift_suspension')).toBe('Lifted the suspension');
    expect(actionDoneLabel('turn_off_two_factor')).toBe('Turned off two-factor authentication');
    expect([1, 2].map(sessionsEndedLabel)).toEqual(['1 session ended', '2 sessions ended']);
    expect(actionDoneLabel('retry_job')).toBe('Retried a failed job');
    expect(actionDoneLabel('run_job')).toBe('Ran a job now');
    expect([1, 3].map(attemptsLabel)).toEqual(['1 attempt', '3 attempts']);
    expect(actorLabel({ automatic: true, moderatorUsername: null })).toBe('Automatic (reports)');
    expect(actorLabel({ automatic: false, moderatorUsername: 'mod_mike' })).toBe('mod_mike');
    expect(actorLabel({ automatic: false, moderatorUsername: null })).toBe('Deleted member');
    expect(actorLabel({ automatic: false, commandLine: true, moderatorUsername: null })).toBe('Command line');
  });

  it('says until when a member is suspended', () => {
    expect(suspensionLabel({ suspended: false, suspendedUntil: null })).toBeNull();
    expect(suspensionLabel({ suspended: true, suspendedUntil: null })).toBe('Suspended permanently');
    expect(suspensionLabel({ suspended: true, suspendedUntil: '2026-06-08T15:00:00.000Z' })).toMatch(
      /^Suspended until Jun [89], 2026$/,
    );
  });

  it('links a target where the app shows it, a comment by its post, an answer by its question, a message nowhere', () => {
    expect(targetPath('post', 'p1')).toBe('/posts/p1');
    expect(targetPath('comment', 'c1', 'p1')).toBe('/posts/p1');
    expect(targetPath('question', 'q1')).toBe('/ask-a-dad?question=q1');
    expect(targetPath('answer', 'a1', 'q1')).toBe('/ask-a-dad?question=q1');
    expect(targetLabel('answer')).toBe('Answer');
    expect(targetPath('member', 'u1')).toBe('/profile/u1');
    expect(targetPath('message', 'm1')).toBeNull();
  });

  it('counts reporters and says why content is hidden', () => {
    expect(reportCountLabel(1)).toBe('Reported by 1 member');
    expect(reportCountLabel(3)).toBe('Reported by 3 members');
    expect(hiddenLabel('pending_review')).toBe('Hidden until reviewed');
    expect(hiddenLabel(null)).toBeNull();
  });
});
