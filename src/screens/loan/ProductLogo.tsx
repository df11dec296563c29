/** A product's logo; when the image is missing or unsafe, the product's initial takes its place. */
import { useState } from 'react';
import { safeImg } from '../../native/safeUrl';

export function ProductLogo({ src, name, alt, size = 44 }: { src: string; name: string; alt: string; size?: number }) {
  const [failed, setFailed] = useState(false);
  const url = safeImg(src);
  if (!url || failed) {
    return (
      <span className="loan-logo loan-logo-fallback" style={{ width: size, height: size }} role="img" aria-label={alt}>
        {(name.trim()[0] ?? '·').toUpperCase()}
      </span>
    );
  }
  return <img className="loan-logo" src={url} alt={alt} width={size} height={size} onError={() => setFailed(true)} />;
}
