import { describe, expect, it } from 'vitest';
import { ApiError } from '../api/api-error';
import { IMAGE_MAX_BYTES, imageBlockedMessage, imageFileProblem } from './image-checks';

describe('imageFileProblem', () => {
  it('accepts an image under 5 MB', () => {
    expect(imageFileProblem({ size: IMAGE_MAX_BYTES - 1, type: 'image/png' })).toBeNull();
  });

  it('refuses 5 MB and more with the post and the comment wording', () => {
    expect(imageFileProblem({ size: IMAGE_MAX_BYTES, type: 'image/jpeg' })).toEqual({
      title: 'File too large',
      description: 'Please select an image under 5MB',
    });
    expect(imageFileProblem({ size: IMAGE_MAX_BYTES + 1, type: 'image/jpeg' }, 'comment')?.description).toBe(
      'Please select an image under 5MB.',
    );
  });

  it('refuses anything that is not an image', () => {
    expect(imageFileProblem({ size: 10, type: 'application/pdf' })?.title).toBe('Invalid file');
    expect(imageFileProblem({ size: 10, type: '' })).not.toBeNull();
  });
});

describe('imageBlockedMessage', () => {
  const refusal = (status: number, message: string, code: string) =>
    new ApiError(status, JSON.stringify({ message, code }));

  it('gives the server message of an IMAGE_BLOCKED refusal, whatever its wording', () => {
    expect(imageBlockedMessage(refusal(400, 'This image appears to contain adult content.', 'IMAGE_BLOCKED'))).toBe(
      'This image appears to contain adult content.',
    );
    expect(imageBlockedMessage(refusal(400, 'Violates our Terms of Service', 'IMAGE_BLOCKED'))).toBe(
      'Violates our Terms of Service',
    );
    expect(imageBlockedMessage(refusal(400, 'Content blocked', 'IMAGE_BLOCKED'))).toBe('Content blocked');
  });

  it('is null for other failures', () => {
    expect(imageBlockedMessage(refusal(400, 'Please choose an image to upload.', 'BAD_USER_INPUT'))).toBeNull();
    expect(imageBlockedMessage(refusal(500, 'adult content', 'INTERNAL_SERVER_ERROR'))).toBeNull();
    expect(imageBlockedMessage(new Error('adult content'))).toBeNull();
  });

  it('goes by the code, not the wording', () => {
    const adult = 'This image appears to contain adult content.';
    expect(imageBlockedMessage(refusal(400, adult, 'BAD_USER_INPUT'))).toBeNull();
    expect(imageBlockedMessage(new ApiError(400, JSON.stringify({ message: 'Content blocked' })))).toBeNull();
    expect(imageBlockedMessage(new ApiError(400, 'Content blocked'))).toBeNull();
  });
});

describe('ApiError', () => {
  it('reads the code and the message of a JSON error body, and keeps a body that is not JSON as the message', () => {
    const body = { message: 'You are already a member of this group.', code: 'ALREADY_MEMBER' };
    const refused = new ApiError(409, JSON.stringify(body));
    expect(refused.code).toBe('ALREADY_MEMBER');
    expect(refused.serverMessage).toBe('You are already a member of this group.');
    expect(new ApiError(502, 'Bad Gateway').code).toBeUndefined();
    expect(new ApiError(502, 'Bad Gateway').serverMessage).toBe('Bad Gateway');
    expect(new ApiError(500, 'null').serverMessage).toBe('null');
  });
});
