import { useState, type ComponentProps } from 'react';

/** An image that disappears when it fails to load: a broken image is hidden rather than shown as a broken icon. */
export function SafeImage({ src, alt, onError, ...props }: ComponentProps<'img'>) {
  // Remember which address failed, so a new src gets its own chance without an effect to reset the state.
  const [failedSrc, setFailedSrc] = useState<string | undefined>();
  if (!src || src === failedSrc) return null;
  return (
    <img
      src={src}
      alt={alt}
      onError={(event) => {
        setFailedSrc(src);
        onError?.(event);
      }}
      {...props}
    />
  );
}
