import { describe, expect, it } from 'vitest';
import { channelImageProblem } from './channel-image';
import { IMAGE_MAX_BYTES } from './image-checks';

describe('channelImageProblem', () => {
  it('needs a file', () => {
    expect(channelImageProblem(null)).toEqual({
      title: 'No file selected',
      description: 'Please choose an image to upload.',
    });
  });

  it('refuses anything that is not an image', () => {
    expect(channelImageProblem({ size: 10, type: 'text/plain' })).toEqual({
      title: 'Invalid file type',
      description: 'Please select an image file.',
    });
    expect(channelImageProblem({ size: 10, type: '' })?.title).toBe('Invalid file type');
  });

  it('accepts up to 5MB and refuses more', () => {
    expect(channelImageProblem({ size: IMAGE_MAX_BYTES, type: 'image/png' })).toBeNull();
    expect(channelImageProblem({ size: IMAGE_MAX_BYTES + 1, type: 'image/jpeg' })).toEqual({
      title: 'File too large',
      description: 'Please select an image smaller than 5MB.',
    });
  });
});
