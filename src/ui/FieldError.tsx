/**
 * A field's error under the field, in the words of the toast that announced it (the notice code the
 * store recorded). The words load with the notice texts (the toast chunk, already on its way with the
 * toast), so a form's first load stays as it was. `invalidProps` ties the field to it.
 */
import { useEffect, useState } from 'react';
import { useAppSelector } from '../../store';
import type { NoticeCode } from '../../store/notice';
import { textLanguage } from '../i18n/textLanguage';
import { selectMarket } from '../../store/session';
import './fieldError.css';

type NoticesModule = typeof import('../i18n/notices');

let loaded: NoticesModule | null = null;
const loadNotices = () =>
  import(/* webpackChunkName: "toast" */ '../i18n/notices').then((m) => {
    loaded = m;
    return m;
  });

/** The attributes of a field that is (or is not) in error; `describedBy` keeps the field's own hints. */
export function invalidProps(errorId: string, invalid: boolean, describedBy?: string) {
  const ids = [describedBy, invalid ? errorId : undefined].filter(Boolean).join(' ');
  return {
    'aria-invalid': invalid ? (true as const) : undefined,
    'aria-describedby': ids || undefined,
  };
}

export function FieldError({ id, code }: { id: string; code: NoticeCode | null | undefined }) {
  const market = useAppSelector(selectMarket);
  const [texts, setTexts] = useState<NoticesModule | null>(loaded);
  useEffect(() => {
    if (code && !texts) void loadNotices().then(setTexts);
  }, [code, texts]);
  if (!code) return null;
  const words = texts ? texts.noticeText(code, market) : '';
  return (
    <p id={id} className="field-error" lang={textLanguage(words)}>
      {words}
    </p>
  );
}
