// webpack loader (runs on our compiled TypeScript, after ts-loader): rewrites
//   import { Button, Card as AntCard } from 'antd';
// to
//   import Button from 'antd/es/button'; import AntCard from 'antd/es/card';
// so that every antd component is its own shared module (see shared-deps.cjs) and a screen loads only what it
// uses. The source keeps the usual named imports; anything else that would pull in the whole package (a
// namespace import, a re-export, a dynamic import of 'antd') fails the build with a pointer to the module path.
const { antdModules } = require('./antd-modules.cjs');

const NAMED_IMPORT = /import\s*\{([^{}]*)\}\s*from\s*(['"])antd\2\s*;?/g;
const OTHER_USE = /(?:from|import)\s*\(?\s*(['"])antd\1/;

const lineBreaks = (text) => text.split('\n').length - 1;

/** @param {string} specifiers the text between the braces, e.g. ' Button, Card as AntCard ' */
function rewrite(specifiers, exports, resourcePath) {
  return specifiers
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean)
    .map((part) => {
      const [imported, local = imported] = part.split(/\s+as\s+/).map((name) => name.trim());
      const request = exports.get(imported);
      if (!request) throw new Error(`${resourcePath}: antd has no export "${imported}" in es/index.js`);
      return `import ${local} from '${request}';`;
    })
    .join(' ');
}

/** @this {import('webpack').LoaderContext<{}>} */
module.exports = function antdImportsLoader(source, map) {
  if (!source.includes('antd')) return this.callback(null, source, map);
  const { exports } = antdModules(this.rootContext);
  let output;
  try {
    output = source.replace(
      NAMED_IMPORT,
      // As many line breaks as the import had, so every later line stays where the source map says it is.
      (match, specifiers) => rewrite(specifiers, exports, this.resourcePath) + '\n'.repeat(lineBreaks(match)),
    );
  } catch (error) {
    return this.callback(error);
  }
  if (OTHER_USE.test(output)) {
    return this.callback(
      new Error(
        `${this.resourcePath}: import antd components by name (import { Button } from 'antd') or by module ` +
          `(import('antd/es/notification')); the whole 'antd' package is never loaded.`,
      ),
    );
  }
  return this.callback(null, output, map);
};
