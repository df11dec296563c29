/** antd-mobile's Toast, made to render with React 19 (see the kit's "v5-for-19" guide). */
import { Toast } from 'antd-mobile';
import { createElement } from 'react';
import { textLanguage } from '../i18n/textLanguage';
import './antdGlobal';
import './setRender';
import './toast.css';

/** The words, marked with their language when it is not the page's (src/i18n/textLanguage.ts). */
const body = (text: string) => {
  const lang = textLanguage(text);
  return lang ? createElement('span', { lang }, text) : text;
};

export const showText = (content: string, duration: number) => Toast.show({ content: body(content), duration });
export const showIcon = (icon: 'success' | 'fail', content: string, duration: number) =>
  Toast.show({ icon, content: body(content), duration });
export const showLoading = (content: string) =>
  Toast.show({ icon: 'loading', content: body(content), duration: 0, maskClickable: false });
export const clear = () => Toast.clear();
