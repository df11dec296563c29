/**
 * An image whose address came from the server: it passes through `safeImg`, and one that fails to
 * load is hidden rather than shown as a broken icon (a logo is decoration, the text carries the meaning).
 */
import { useState, type ImgHTMLAttributes } from 'react';
import { safeImg } from '../native/safeUrl';

type Props = Omit<ImgHTMLAttributes<HTMLImageElement>, 'src'> & { src: unknown; alt: string };

export function SafeImage({ src, alt, ...rest }: Props) {
  const [broken, setBroken] = useState(false);
  const safe = safeImg(src);
  if (!safe || broken) return null;
  return <img {...rest} src={safe} alt={alt} onError={() => setBroken(true)} />;
}
