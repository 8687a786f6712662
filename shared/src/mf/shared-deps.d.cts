export declare const SINGLETONS: string[];
export declare function sharedDeps(pkg: {
  dependencies?: Record<string, string>;
  devDependencies?: Record<string, string>;
}): Record<string, { singleton: true; requiredVersion: string | false }>;
