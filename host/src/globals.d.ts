/** Set by webpack to output.publicPath; undefined under Jest. */
declare const __webpack_public_path__: string | undefined;
