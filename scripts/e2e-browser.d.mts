export declare const headlessShell: { path: string; debianPackage: string }
export declare function e2eBrowserPath(): string
