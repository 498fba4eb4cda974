export declare function pageAssets(html: string): { js: string[]; css: string[] };
export declare function pageType(route: string, file: string): 'doc' | 'home' | '404';
