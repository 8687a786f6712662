module.exports = require('../jest.base.cjs')({ dir: __dirname, browser: true });
