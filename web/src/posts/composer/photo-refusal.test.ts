import { describe, expect, it } from 'vitest';
import { ApiError } from '../../api/api-error';
import { photoRefusalMessage } from './photo-refusal';

// What relay/mutation's MutationError looks like (that module needs a browser to load).
const mutationError = (message: string) => Object.assign(new Error(message), { name: 'MutationError', code: 'BAD_USER_INPUT' });

const ADULT = 'This image appears to contain adult content and cannot be posted. Dadhood is a family-friendly community.';

describe('a refused photo', () => {
  it('is recognised from an upload 400 and from a mutation error, with the server message', () => {
    expect(photoRefusalMessage(new ApiError(400, JSON.stringify({ message: ADULT })))).toBe(ADULT);
    expect(photoRefusalMessage(mutationError(ADULT))).toBe(ADULT);
  });

  it('is not any other failure', () => {
    expect(photoRefusalMessage(new ApiError(413, JSON.stringify({ message: 'File too large: please select an image under 5MB' })))).toBeNull();
    expect(photoRefusalMessage(mutationError('A post needs text or an image.'))).toBeNull();
    expect(photoRefusalMessage(new Error('Network error'))).toBeNull();
  });
});
