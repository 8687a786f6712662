// Stands in for d3-scale-chromatic in the dashboard build (see g2-unused-libs.cjs): no named colour schemes.
export {};
