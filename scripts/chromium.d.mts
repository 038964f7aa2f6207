/** Types of chromium.mjs (a plain ESM helper shared by Playwright and the bench). */
export declare const chromiumPath: string | undefined;
export declare const chromiumArgs: string[];
