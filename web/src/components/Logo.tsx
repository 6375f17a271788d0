import logoUrl from '../assets/logo.svg';

interface Props {
  size?: 'md' | 'lg';
  /** On a phone, show the mark only: headers there need the room. */
  compactOnPhone?: boolean;
}

/** The brand mark with the product name beside it. */
export function Logo({ size = 'md', compactOnPhone = false }: Props) {
  const mark = size === 'lg' ? 'size-12' : 'size-9';
  const text = size === 'lg' ? 'text-3xl' : 'text-xl';
  return (
    <span className="inline-flex items-center gap-2.5">
      <img src={logoUrl} alt="" className={`${mark} shrink-0`} />
      <span className={`${text} font-extrabold tracking-tight text-ink ${compactOnPhone ? 'max-sm:sr-only' : ''}`}>
        {__PRODUCT_NAME__}
      </span>
    </span>
  );
}
