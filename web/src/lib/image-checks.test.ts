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
    expect(imageFileProblem({ size: IMAGE_MAX_BYTES + 1, type: 'image/jpeg' }, 'comment')?.description).toBe('Please select an image under 5MB.');
  });

  it('refuses anything that is not an image', () => {
    expect(imageFileProblem({ size: 10, type: 'application/pdf' })?.title).toBe('Invalid file');
    expect(imageFileProblem({ size: 10, type: '' })).not.toBeNull();
  });
});

describe('imageBlockedMessage', () => {
  const refusal = (status: number, message: string) => new ApiError(status, JSON.stringify({ message }));

  it('gives the server message for a 400 about adult content, the terms of service, or blocked content', () => {
    expect(imageBlockedMessage(refusal(400, 'This image appears to contain adult content.'))).toBe('This image appears to contain adult content.');
    expect(imageBlockedMessage(refusal(400, 'Violates our Terms of Service'))).toBe('Violates our Terms of Service');
    expect(imageBlockedMessage(refusal(400, 'Content blocked'))).toBe('Content blocked');
  });

  it('is null for other failures', () => {
    expect(imageBlockedMessage(refusal(400, 'Please choose an image to upload.'))).toBeNull();
    expect(imageBlockedMessage(refusal(500, 'adult content'))).toBeNull();
    expect(imageBlockedMessage(new Error('adult content'))).toBeNull();
  });
});
