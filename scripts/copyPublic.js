/** Copies public/ (except the HTML template) into the build, keeping names: sw.js, config.js, img/. */
const fs = require('fs');
const path = require('path');

module.exports = class CopyPublicPlugin {
  constructor({ from }) {
    this.from = from;
  }
  apply(compiler) {
    compiler.hooks.thisCompilation.tap('CopyPublicPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'CopyPublicPlugin', stage: compiler.webpack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL },
        () => {
          const walk = (dir) => {
            for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
              const full = path.join(dir, entry.name);
              if (entry.isDirectory()) walk(full);
              else if (entry.name !== 'index.html') {
                const name = path.relative(this.from, full).split(path.sep).join('/');
                compilation.emitAsset(name, new compiler.webpack.sources.RawSource(fs.readFileSync(full)));
              }
            }
          };
          walk(this.from);
        },
      );
    });
  }
};
