// The dashboard draws columns, a donut and small area/line/ring charts. @ant-design/charts builds its charts on
// G2's whole standard library, which also registers geographic maps (d3-geo), graph layouts (d3-force,
// d3-hierarchy) and word clouds, gauges and liquids: about a third of the charts chunk that no dashboard chart
// uses. These aliases give G2's geo, graph and plot libraries an empty set instead; G2's core library (every
// ordinary mark, scale, axis, legend and interaction) stays whole, so no chart option the dashboard sets is lost.
// d3's colour schemes go too: G2 looks a palette up there only when it is none of its own palettes, and for
// continuous colour scales; every dashboard chart gives its colours as a list.
const path = require('node:path');
const { createRequire } = require('node:module');

function g2LibraryAliases(remoteDir) {
  const fromCharts = createRequire(
    createRequire(path.join(remoteDir, 'package.json')).resolve('@ant-design/charts'),
  );
  const fromPlots = createRequire(fromCharts.resolve('@ant-design/plots'));
  const g2Lib = path.join(path.dirname(fromPlots.resolve('@antv/g2/package.json')), 'esm', 'lib');
  const empty = path.join(__dirname, 'g2-empty-libs.js');
  const aliases = {};
  for (const lib of ['geo', 'graph', 'plot']) {
    aliases[path.join(g2Lib, lib)] = empty;
    aliases[path.join(g2Lib, `${lib}.js`)] = empty;
  }
  aliases['@antv/vendor/d3-scale-chromatic$'] = path.join(__dirname, 'no-colour-schemes.js');
  return aliases;
}

module.exports = { g2LibraryAliases };
