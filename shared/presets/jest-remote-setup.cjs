// Setup for every remote's screen tests (after the workspace's browser setup).
const { configure } = require('@testing-library/react');

// antd screens render slowly in jsdom on a busy machine; give async queries room before they fail.
configure({ asyncUtilTimeout: 10_000 });

// jsdom has no pseudo-element styles; antd's Table asks for '::-webkit-scrollbar' to measure scrollbars and
// jsdom logs "Not implemented" for every table. The element's own style is a fine answer for a test.
const getComputedStyle = window.getComputedStyle.bind(window);
window.getComputedStyle = (element) => getComputedStyle(element);
