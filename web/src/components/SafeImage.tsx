import { useState, type ComponentProps } from 'react';

/** An image that disappears when it fails to load (the spec: images that fail to load are hidden). */
export function SafeImage({ src, onError, ...props }: ComponentProps<'img'>) {
  // Remember which address failed, so a new src gets its own chance without an effect to reset the state.
  const [failedSrc, setFailedSrc] = useState<string | undefined>();
  if (!src || src === failedSrc) return null;
  return (
    <img
      src={src}
      onError={(event) => {
        setFailedSrc(src);
        onError?.(event);
      }}
      {...props}
    />
  );
}
