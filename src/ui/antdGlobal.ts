/**
 * antd-mobile's global layer: the `--adm-*` design variables its component styles read (a modal
 * body's background, a toast's colours) and the touchstart hook that makes `:active` work in iOS
 * Safari. The kit's barrel is marked side-effect free in webpack.config.js so unused components
 * drop out, which also drops this import; every module that renders a kit component imports this
 * file instead, so the variables come with the kit's own chunk and never with a page that has none.
 */
import 'antd-mobile/es/global';
