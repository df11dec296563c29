/**
 * React Router's production build, for every webpack build that bundles it (the app, the floors, the
 * prerender). Its package exports name only its development build, whose warnings and default error
 * page would then ship (remix-run/react-router#14102); the production build is the same code with
 * them off. Both entry points move together, or a bundle would hold two routers.
 */
const path = require('path');

const dist = path.join(path.dirname(require.resolve('react-router/package.json')), 'dist/production');

module.exports = {
  'react-router$': path.join(dist, 'index.mjs'),
  'react-router/dom$': path.join(dist, 'dom-export.mjs'),
};
