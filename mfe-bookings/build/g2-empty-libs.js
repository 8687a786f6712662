// Stands in for G2's geo, graph and plot libraries in the dashboard build (see g2-unused-libs.cjs).
export const geolib = () => ({});
export const graphlib = () => ({});
export const plotlib = () => ({});
