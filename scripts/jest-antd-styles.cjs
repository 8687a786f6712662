// Jest stand-in for @rc-component/util's dynamicCSS, the module antd's CSS-in-JS writes its <style> elements with
// (mapped in jest.base.cjs for the browser suites).
//
// Why: jsdom matches every selector of every stylesheet on each getComputedStyle call, and Testing Library makes
// one for each element a role query looks at (to leave out hidden ones). With antd's few thousand rules in the page
// that was about 80% of a screen suite's time. What a test can observe of CSS in jsdom is whether something is
// hidden, so only antd's rules that hide (`display: none`, outside @media, which jsdom does not apply) are kept, in
// one small stylesheet; a closed dropdown or a hidden form item stays hidden to the tests.
const nodes = new Map();
const hidingRules = new Set();
let sheet = null;

/** The `selector{...display:none...}` rules at the top level of a CSS text. */
function rulesThatHide(css) {
  const found = [];
  let depth = 0;
  let start = 0;
  let atBlock = -1; // depth at which an @-block (media, keyframes, supports) opened
  for (let i = 0; i < css.length; i += 1) {
    const char = css[i];
    if (char === '{') {
      const prelude = css.slice(start, i).trim();
      if (atBlock < 0 && prelude.startsWith('@')) atBlock = depth;
      depth += 1;
      start = i + 1;
      if (atBlock < 0 || depth <= atBlock) {
        const end = css.indexOf('}', i);
        const body = css.slice(i + 1, end);
        if (!body.includes('{') && /(^|;)\s*display\s*:\s*none\b/.test(body))
          found.push(`${prelude}{display:none}`);
      }
    } else if (char === '}') {
      depth -= 1;
      if (atBlock >= 0 && depth <= atBlock) atBlock = -1;
      start = i + 1;
    } else if (char === ';' && css.slice(start, i).trim().startsWith('@')) {
      start = i + 1; // @import, @layer a, b; and the like
    }
  }
  return found;
}

function keep(css) {
  let added = false;
  for (const rule of rulesThatHide(css)) {
    if (hidingRules.has(rule)) continue;
    hidingRules.add(rule);
    added = true;
  }
  if (!added) return;
  if (!sheet || !sheet.isConnected) {
    sheet = document.createElement('style');
    sheet.setAttribute('data-test', 'antd-hiding-rules');
    document.head.appendChild(sheet);
  }
  sheet.textContent = [...hidingRules].join('\n');
}

function injectCSS(css) {
  keep(css);
  return document.createElement('style');
}

function updateCSS(css, key) {
  keep(css);
  let node = nodes.get(key);
  if (!node) {
    node = document.createElement('style');
    nodes.set(key, node);
  }
  node.textContent = css;
  return node;
}

function removeCSS(key) {
  nodes.delete(key);
}

function clearContainerCache() {}

module.exports = { __esModule: true, injectCSS, updateCSS, removeCSS, clearContainerCache };
