/** antd-mobile 5 imperative APIs need a render function on React 19; set it once. */
import { unstableSetRender } from 'antd-mobile';
import { createRoot, type Root } from 'react-dom/client';

type Host = Element & { __root?: Root };

unstableSetRender((node, container) => {
  const host = container as Host;
  host.__root ??= createRoot(container);
  const root = host.__root;
  root.render(node);
  return async () => {
    await new Promise((resolve) => setTimeout(resolve, 0));
    root.unmount();
    delete host.__root;
  };
});
