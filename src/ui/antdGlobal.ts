/**
 * antd-mobile's design variables (`--adm-*`: a modal body's background, a toast's colours, radii),
 * which its component styles read. The kit's barrel is marked side-effect free in webpack.config.js
 * so unused components drop out, which also drops its global layer; every module that renders a kit
 * component imports this file instead, so the variables come with the kit's own chunk. Only the
 * variables: the kit's global.css also restyles html, body and links, which would change the page's
 * own look the moment a kit chunk arrives. The kit's text takes the page's font (src/ui/antdFont.css).
 */
import 'antd-mobile/es/global/theme-default.css';
import './antdPxTester.css';
import './antdFont.css';
