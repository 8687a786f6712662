export declare const SINGLETONS: string[];
export declare const ANTD: 'antd';
export declare function sharedDeps(
  pkg: {
    dependencies?: Record<string, string>;
    devDependencies?: Record<string, string>;
  },
  options: { dir: string; providesAntd: boolean },
): Record<string, { singleton: true; requiredVersion: string | false; import?: false }>;
