/**
 * The privacy page in a frame (SPEC §2 "Policy tab embeds a privacy page in a frame"), made to read as
 * part of the site on a phone: the frame grows to its page's height, so the site scrolls as one and
 * nothing scrolls inside a box. Until the page has loaded, and if it cannot load, a line says so and
 * links to the privacy page on its own; a frame that could not load can be tried again.
 */
import { useEffect, useRef, useState } from 'react';
import type { OfficialPack } from '../../i18n/official';

type FrameState = 'loading' | 'shown' | 'failed';

interface Props {
  src: string;
  t: OfficialPack['policyFrame'];
}

/**
 * The framed page's document; 'blank' while the frame still holds its first empty document; null when
 * the page is not this site's (the browser's error page, which a script of this site cannot read).
 */
function framedDocument(frame: HTMLIFrameElement): Document | 'blank' | null {
  try {
    const doc = frame.contentDocument;
    if (!doc) return null;
    return doc.location.href === 'about:blank' ? 'blank' : doc;
  } catch {
    return null;
  }
}

export function PolicyFrame({ src, t }: Props) {
  const frame = useRef<HTMLIFrameElement>(null);
  const [state, setState] = useState<FrameState>('loading');
  const [height, setHeight] = useState<number | null>(null);
  const [attempt, setAttempt] = useState(0);
  const stopFollowing = useRef<() => void>(() => undefined);
  useEffect(() => () => stopFollowing.current(), []);

  const onLoad = () => {
    const doc = frame.current && framedDocument(frame.current);
    if (doc === 'blank') return;
    stopFollowing.current();
    const view = doc?.defaultView;
    if (!doc || !view) {
      setState('failed');
      return;
    }
    setState('shown');
    // The framed app renders after its load event and may grow later (a font, larger text): the
    // frame follows its page's height for as long as that page is shown.
    const fit = () => setHeight(doc.documentElement.scrollHeight);
    const observer = new view.ResizeObserver(fit);
    observer.observe(doc.body);
    fit();
    stopFollowing.current = () => observer.disconnect();
  };

  const retry = () => {
    setState('loading');
    setHeight(null);
    setAttempt((n) => n + 1);
  };

  return (
    <>
      {state !== 'shown' && (
        <p className="official-policy-status" role="status">
          {state === 'failed' ? t.failed : t.loading} <a href={src}>{t.open}</a>
          {state === 'failed' && (
            <button type="button" className="official-policy-retry" onClick={retry}>
              {t.retry}
            </button>
          )}
        </p>
      )}
      {state !== 'failed' && (
        <iframe
          key={attempt}
          ref={frame}
          className="official-policy-frame"
          src={src}
          title={t.title}
          onLoad={onLoad}
          style={height === null ? undefined : { height }}
        />
      )}
    </>
  );
}
