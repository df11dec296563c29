/** antd-mobile's Toast, made to render with React 19 (see the kit's "v5-for-19" guide). */
import { Toast } from 'antd-mobile';
import './antdGlobal';
import './setRender';
import './toast.css';

export const showText = (content: string, duration: number) => Toast.show({ content, duration });
export const showIcon = (icon: 'success' | 'fail', content: string, duration: number) =>
  Toast.show({ icon, content, duration });
export const showLoading = (content: string) =>
  Toast.show({ icon: 'loading', content, duration: 0, maskClickable: false });
export const clear = () => Toast.clear();
