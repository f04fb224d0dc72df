// Types of bin/build-if-stale.mjs (plain JavaScript, since it runs before any build exists).
export declare const ROOT: string;
export declare const BUILD_DIR: string;
export declare const BUILD_STAMP: string;
export declare const COMPILED_OPENAPI: string;
export declare const PREBUILT_SAMPLE_DIR: string;
export declare const DOCS_PAGE: string;
export declare function buildSources(root?: string): string[];
export declare function staleness(sources?: string[], root?: string): { reason: string; clean: boolean } | null;
export declare function docsStaleReason(): string | null;
export declare function build(sources?: string[], options?: { clean?: boolean }): Promise<void>;
export declare function ensureBuild(options?: { force?: boolean; docs?: boolean }): Promise<void>;
