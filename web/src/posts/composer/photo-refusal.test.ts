import { describe, expect, it } from 'vitest';
import { ApiError } from '../../api/api-error';
import { photoRefusalMessage } from './photo-refusal';

// What relay/mutation's MutationError looks like (that module needs a browser to load).
const mutationError = (message: string, code = 'BAD_USER_INPUT') =>
  Object.assign(new Error(message), { name: 'MutationError', code });
const uploadRefusal = (status: number, message: string, code: string) =>
  new ApiError(status, JSON.stringify({ message, code }));

const ADULT =
  'This image appears to contain adult content and cannot be posted. Dadhood is a family-friendly community.';

describe('a refused photo', () => {
  it('is recognised from an upload 400 and from a mutation error, with the server message', () => {
    expect(photoRefusalMessage(uploadRefusal(400, ADULT, 'IMAGE_BLOCKED'))).toBe(ADULT);
    expect(photoRefusalMessage(mutationError(ADULT, 'IMAGE_BLOCKED'))).toBe(ADULT);
  });

  it('is not any other failure', () => {
    expect(
      photoRefusalMessage(
        new ApiError(413, JSON.stringify({ message: 'File too large: please select an image under 5MB' })),
      ),
    ).toBeNull();
    expect(photoRefusalMessage(mutationError('A post needs text or an image.'))).toBeNull();
    expect(photoRefusalMessage(new Error('Network error'))).toBeNull();
  });

  it('is recognised by its code, not its wording', () => {
    expect(photoRefusalMessage(uploadRefusal(400, ADULT, 'BAD_USER_INPUT'))).toBeNull();
    expect(photoRefusalMessage(mutationError(ADULT))).toBeNull();
    expect(photoRefusalMessage(mutationError('Content blocked', 'IMAGE_BLOCKED'))).toBe('Content blocked');
  });
});
