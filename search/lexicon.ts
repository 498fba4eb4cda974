// The words of the docs' domain: filler words a query may leave out, and the small synonym
// table that bridges the readers' words and the pages' words. Both languages; the Chinese
// terms follow TERMINOLOGY.md (the pages' words), the other entries are what readers type.

/**
 * Filler words: question words, pronouns, particles. A query still matches without them; when
 * a page has them anyway, they add a little (search/ranking.ts, `stopwordWeight`).
 */
export const STOPWORDS: ReadonlySet<string> = new Set(
  // English
  (
    'a an and are as at be been by can could did do does for from get got has have how i if in ' +
    'into is it its just make me my need no not of on or our please should so that the their them ' +
    'there these this those to use using want was way we what when where which who why will with ' +
    'would you your ' +
    // Contractions, as the tokenizer cuts them (can't → can, t; doesn't → doesn, t)
    't s d ll re ve m doesn don didn isn aren wasn weren won couldn shouldn wouldn haven hasn ' +
    // Words of asking and hedging, as readers write them in trackers
    'sometimes possible anyone someone help thanks really actually properly correctly ' +
    'being am were had having doing done getting gets all ' +
    // Words that name the docs themselves rather than a topic
    'doc docs documentation guide guides tutorial page pages ' +
    // General English function words (the common stopword lists: pronouns, prepositions,
    // adverbs of degree and time) that the docs' small corpus makes look rare
    'he him his she her they myself itself themselves whom because until while about ' +
    'against between through during above below up down out off over under again further then ' +
    'once here both each few more most other some such nor only own same than too very now ' +
    'also still even ever never always already yet anymore else instead any anything something ' +
    'everything nothing thing things stuff example eg etc via like unlike similar ' +
    'similarly able unable try trying tried seems seem seemed currently maybe perhaps whether ' +
    'longer anyway though although however since per become becomes became becoming ' +
    // Words of a tracker post that say what the reader does, not what it is about
    'explore exploring wonder wondering know understand figure out let lets allow allows ' +
    'allowing support supports supported feature request question ideas idea suggestion ' +
    'cause causes caused causing result results resulting happened happening ' +
    // Chinese (words as Intl.Segmenter cuts them, and single characters)
    '的 了 是 在 和 与 及 或 如何 怎么 怎样 怎么样 为什么 为何 什么 哪些 哪个 哪里 在哪里 在哪 吗 呢 吧 啊 ' +
    '把 被 将 一个 一下 使用 用 中 时 对 我 我的 我们 你 能 能否 可以 是否 需要 要 想 该 应该 有 没有 ' +
    '有没有 里 后 前 都 也 就 还 却 得 着 过 这 那 这个 那个 请问 怎么办 办法 方法 进行 做 让 给 去 来 ' +
    '到 到了 上 下 等 之后 时候 嘛 个 每 每个 不要 不想 不 会 又 再 才 吗 ' +
    '不会 会不会 能不能 是不是 可不可以 要不要 指南 文档 教程 页面 ' +
    '分别 同时 一起 直接 已经 还是 或者 以及 并且 而且 然后 所以 因为 但是 如果 就是 只是 比较 非常 很 ' +
    '最 更 太 自己 其中 其他 这些 那些 各种 所有 一些 一样 这样 那样 这么 那么 ' +
    // Words of asking, as readers write them in trackers
    '到底 东西 是个 遇到 求助 求帮助 帮助 请教 大佬 谢谢 一下子 主要 适用 场景 场合 ' +
    '具体 一般 通常 实际 真正 大概 情况 正确 方式 形式 相关 才是 也是 都是 ' +
    '希望 想要 打算 尝试 试了 发现 始终 一直 总是 老是 每次 目前 现在 突然 ' +
    // General Chinese function words (the common stopword lists: adverbs of degree, concession
    // and time, conjunctions) that the docs' small corpus makes look rare
    '毫无 无论 不管 根本 完全 甚至 即使 虽然 不过 然而 于是 因此 比如 例如 其实 确实 似乎 好像 ' +
    '可能 仍然 依然 依旧 照样 只能 只有 而是 并不 随便 任何 尽管 哪怕 本来 原来 之类 等等 此外 ' +
    '另外 首先 其次 后来 之前 以前 以后 为啥 啥 咋 咋办 才能 明明 居然 竟然 感觉 觉得 以为 ' +
    // Words of comparison (like, similar, unlike are English stop words above)
    '类似 类似于 相似 如同 就像 像是'
  ).split(' '),
);

/**
 * Words that say what the reader wants to do rather than what it is about ("change the output
 * directory", "修改 rspack 配置"). They count, but much less than a topic word
 * (search/ranking.ts, `weakWordWeight`).
 */
export const WEAK_WORDS: ReadonlySet<string> = new Set(
  (
    'add adding change changes changed changing configure create disable enable fix modify ' +
    'remove set setting setup turn work works working happen happens show see find put avoid ' +
    'stop want wrong problem issue error reduce increase improve lower prevent hide display ' +
    'view solve handle obtain customize customise control adjust specify ensure mark ' +
    // Symptom words: they say something is wrong, the rest of the query says what
    'missing broken break breaks fail fails failed failing lost ignored ignore ignores ' +
    'unexpected unexpectedly bug bugs weird strange incorrect correct right expected ' +
    'recognize recognized recognise recognised ' +
    // Words that frame a comparison: the things compared are the topic
    'difference differences different differ vs versus compare compared comparison ' +
    '修改 改 设置 配置 开启 关闭 启用 禁用 添加 加 去掉 删除 实现 问题 报错 出现 生成 支持 怎么写 写 ' +
    '减少 增加 提高 降低 避免 防止 移除 去除 隐藏 显示 查看 解决 处理 获取 得到 变成 变为 改为 改成 ' +
    '指定 控制 调整 自定义 更改 打开 保证 确保 区别 差异 对比 不同 有什么区别 ' +
    // Symptom words: they say something is wrong, the rest of the question says what
    '无法 不能 没法 失败 不生效 生效 不起作用 起作用 没用 异常 错误 丢失 缺失 导致 存在 出错 正常 识别'
  ).split(' '),
);

/**
 * Groups of words and phrases that mean the same thing to a reader of these docs. A query that
 * contains one also matches the others (at `synonymQuality`). Keep it small: only words that
 * readers type and pages do not use, or that one language uses for the other's term.
 */
export const SYNONYMS: readonly (readonly string[])[] = [
  // Tree shaking: English has no other term; Chinese readers say 摇树 or describe the effect.
  [
    'tree shaking',
    'treeshaking',
    'treeshake',
    'tree-shakeable',
    'tree-shakable',
    'dead code elimination',
    'dead code',
    '摇树',
    '摇树优化',
    '按需引入',
    '按需加载',
  ],
  ['side effects', 'sideEffects', '副作用'],
  // Modes and build concepts that the Chinese pages keep in Latin letters (TERMINOLOGY.md)
  ['bundle mode', 'bundled mode', '打包模式'],
  [
    'bundleless',
    'bundleless mode',
    'unbundle',
    'unbundled',
    'bundless',
    'file by file',
    '不打包',
    '不打包模式',
    '逐文件编译',
    '按文件输出',
  ],
  ['chunk', 'chunks', 'code splitting', '分包', '拆包', '代码分割', '代码拆分'],
  ['single file', 'one file', 'single bundle', '单文件', '一个文件', '单个文件'],
  ['platform-specific', 'per platform', '区分平台', '不同平台', '不同的实现'],
  ['hash', 'content hash', 'contenthash', '哈希'],
  ['css modules', 'CSS 模块'],
  // Externals (TERMINOLOGY.md: 外部化 / 外部依赖)
  ['externals', 'externalize', 'external', '外部依赖', '外部化'],
  ['dependencies', 'deps', '依赖'],
  ['peer dependencies', 'peerDependencies', 'peer deps', '对等依赖'],
  ['third-party dependencies', 'third party', '三方依赖', '第三方依赖'],
  // Output (TERMINOLOGY.md: 产物, 产物目录, 产物格式; readers also say 输出)
  ['产物', '输出', '构建产物', '打包产物'],
  [
    'output directory',
    'output dir',
    'output folder',
    'outdir',
    'dist folder',
    'distPath',
    '产物目录',
    '输出目录',
    '输出文件夹',
  ],
  ['output format', 'module format', '产物格式', '输出格式', '打包格式', '模块格式'],
  [
    'declaration files',
    'type declarations',
    // What a reader of a library calls them: "doesn't export types", "types missing"
    'types',
    'type definitions',
    'typings',
    'type files',
    'd.ts',
    '类型声明文件',
    '声明文件',
    '类型文件',
    '类型定义',
    '类型声明',
  ],
  ['bundler', '打包工具', '打包器'],
  ['yaml', 'yml'],
  ['markdown', 'md', 'mdx'],
  // output.filename: readers write it as two words, or in Chinese
  ['filename', 'filenames', 'file name', 'file names', '文件名', '文件名称'],
  // Leaving files out of a build: the pages say exclude (negated globs, tsconfig `exclude`).
  ['exclude', 'ignore', '排除', '忽略'],
  ['minify', 'minification', 'compress', 'uglify', '压缩', '代码压缩'],
  ['commonjs', 'cjs'],
  ['esm', 'es modules', 'es module', 'ecmascript modules'],
  ['iife', '立即执行函数'],
  ['umd', '通用模块定义'],
  ['module federation', '模块联邦'],
  ['hashbang', 'shebang'],
  ['license', 'licence', 'copyright', '版权', '许可证'],
  ['executable', 'single executable application', 'sea', '可执行文件', '单文件可执行程序'],
  ['alias', 'aliases', '别名'],
  // The pages keep option names in Latin letters (autoExtension, redirect.js.extension) and
  // say 扩展名; readers also say 后缀
  ['extension', 'extensions', 'file extension', '扩展名', '后缀', '文件后缀'],
  ['environment variables', 'env vars', 'NODE_ENV', 'process.env', '环境变量'],
  ['sourcemap', 'source map', 'source maps', '源码映射'],
  ['polyfill', 'polyfills', '垫片'],
  ['browser', 'browsers', '浏览器'],
  // Syntax downgrade, and the syntax readers find left in the output
  [
    'downgrade',
    'transpile',
    'transpiled',
    'arrow functions',
    'optional chaining',
    // The targets readers name when syntax is left in the output
    'es5',
    'ie11',
    'ie',
    'internet explorer',
    '降级',
    '语法降级',
    '箭头函数',
    '可选链',
  ],
  // A package that ships only ES modules (the pages say ESM-only)
  [
    'esm only',
    'esm-only',
    'pure esm',
    'fully esm',
    'esm only package',
    '纯 esm',
    '纯 esm 包',
    '纯 esm 模块',
  ],
  // Trying a package in an app before publishing it
  ['npm link', 'yarn link', 'pnpm link', 'yalc', 'local development', '本地调试', '本地开发'],
  // Styles: readers name the preprocessor or say 样式
  ['css', 'styles', 'stylesheets', 'less', 'scss', 'sass', '样式', '样式文件'],
  ['compatibility', 'compat', '兼容', '兼容性'],
  ['watch mode', 'hot reload', 'hmr', 'live reload', '监听模式', '热更新'],
  ['dev server', '开发服务器'],
  ['webassembly', 'wasm'],
  ['scaffold', 'scaffolder', '脚手架'],
  ['template', 'templates', '模板'],
  ['plugin', 'plugins', '插件'],
  ['build cache', '构建缓存'],
  [
    'bundle size',
    'bundle analysis',
    'bundle analyzer',
    '产物体积',
    '打包体积',
    '包体积',
    '体积分析',
    // What the page that answers "why is it so big" calls it (Rsdoctor)
    'analyze the build',
    'build analysis',
    '分析构建',
    '构建分析',
  ],
  ['unit tests', 'unit test', 'testing', 'test runner', '单元测试', '测试'],
  [
    'slow',
    'slow build',
    'faster',
    'speed up',
    'build speed',
    'performance',
    '太慢',
    '很慢',
    '变慢',
    '加快',
    '加速',
    '构建速度',
    '性能',
  ],
  ['compile time constants', 'compile-time constants', 'define', '编译时常量', '全局常量'],
  ['entry', 'entries', '入口'],
  ['configuration', 'config', '配置'],
  ['configuration file', 'config file', '配置文件'],
  ['decorators', 'decorator', '装饰器'],
  ['project references', '项目引用'],
  ['log level', 'logging', 'quiet', 'quieter', 'verbose', 'silent', '日志级别', '日志'],
  ['static assets', 'assets', '静态资源', '资源'],
  ['component library', '组件库'],
  ['helpers', '辅助函数'],
  ['upgrade', '升级'],
  ['migrate', 'migration', '迁移'],
  ['command line', 'cli', '命令行'],
  ['flag', 'flags', '参数'],
  ['monorepo', 'workspace'],
  // A page that lists a section's pages: readers ask for the list, the pages say overview
  ['overview', 'all options', '概览', '一览', '总览'],
  // Readers say secret or key; the pages' examples say token
  ['secret', 'secrets', 'token', 'tokens', 'api key', 'credentials', '密钥', '令牌', '敏感信息'],
];

/**
 * Words readers use for an idea whose page word differs, one way: [the reader's word, the
 * pages' words]. A query with the reader's word also matches the pages' words (at
 * `synonymQuality`); a query with the pages' word does not match the reader's word, because the
 * pages give that word a narrower meaning (打包 is how readers say "build", and on the pages it
 * is bundling, as opposed to bundleless).
 */
export const READER_WORDS: readonly (readonly [string, readonly string[]])[] = [
  ['打包', ['构建']],
  // Readers say 引入 for an import; the pages say 导入 (引入 on the pages is a dependency entering the build)
  ['引入', ['导入']],
  ['compile', ['build']],
  // TERMINOLOGY.md's "Not" column: the words the pages avoid on purpose, which readers still type
  ['artifacts', ['output']],
  ['build artifacts', ['output']],
  ['build products', ['output']],
  ['输出物', ['产物']],
  ['打包结果', ['产物']],
  ['构建结果', ['产物']],
  ['module type', ['output format']],
  ['lib entry', ['lib item']],
  ['lib config', ['lib item']],
  ['root level', ['top level']],
  ['global options', ['top level']],
  ['使用方', ['使用者']],
  ['调用方', ['使用者']],
];

/**
 * Questions that ask what a term means ("what is bundleless", "什么是 bundleless") also look in
 * the glossary: these phrases add the glossary's title as a word of the query that counts
 * (search/ranking.ts, `cueWeight`) but is never required.
 */
export const DEFINITION_CUES: readonly string[] = [
  'what is',
  'what are',
  'meaning of',
  'definition of',
  '什么是',
  '是什么',
  '什么叫',
  '的含义',
  '的意思',
  '名词解释',
];

/** The words the glossary page is found by. */
export const DEFINITION_TARGETS: readonly string[] = ['glossary', '术语表'];

/**
 * Other tools' option names and terms, and the Rslib names that do the same thing, for the
 * tools without a migration page: [tool, term, Rslib names]. A query with the term also looks
 * for the Rslib names (search/ranking.ts, `quality.crossTool`). The tools with a migration page
 * (tsup, tsc, Modern.js Module) are not listed here: the build reads their option tables
 * (search/crosstool.ts), so each mapping is written once, on the page. Terms are matched as
 * typed, squashed (`build.lib`, `buildlib` and `build lib` are one term); the Rslib names are
 * searched like query words, so they must be words the pages use. A term that is a plain word
 * (`external`, `platform`, `module`) maps only when the query also names its tool
 * (TOOL_NAMES): alone, it is more likely the reader's own word than the other tool's option.
 */
export const CROSS_TOOL: readonly (readonly [string, string, readonly string[]])[] = [
  // Rollup
  ['rollup', 'preserveModules', ['bundleless', 'lib.bundle']],
  ['rollup', 'preserveModulesRoot', ['outBase']],
  ['rollup', 'output.globals', ['output.externals', 'umdName']],
  ['rollup', 'external', ['output.externals', 'autoExternal']],
  ['rollup', 'output.dir', ['output.distPath']],
  ['rollup', 'output.file', ['output.filename']],
  ['rollup', 'output.format', ['lib.format']],
  ['rollup', 'output.name', ['lib.umdName']],
  ['rollup', 'output.banner', ['lib.banner']],
  ['rollup', 'output.footer', ['lib.footer']],
  ['rollup', 'output.sourcemap', ['output.sourceMap']],
  ['rollup', 'output.exports', ['cjs', 'default export']],
  ['rollup', 'input', ['source.entry']],
  ['rollup', 'treeshake', ['tree shaking', 'sideEffects']],
  ['rollup', 'rollup-plugin-dts', ['dts.bundle']],
  ['rollup', 'manualChunks', ['chunk', 'splitChunks']],
  // tsup terms that its migration table does not map to another name
  ['tsup', 'splitting', ['chunk', 'splitChunks']],
  ['tsup', 'dts', ['lib.dts']],
  ['tsup', 'cjsInterop', ['default export', 'cjs']],
  // webpack
  ['webpack', 'library.type', ['lib.format']],
  ['webpack', 'libraryTarget', ['lib.format']],
  ['webpack', 'library.name', ['lib.umdName']],
  ['webpack', 'externals', ['output.externals', 'autoExternal']],
  ['webpack', 'externalsType', ['output.externals']],
  ['webpack', 'output.path', ['output.distPath']],
  ['webpack', 'devtool', ['output.sourceMap']],
  ['webpack', 'DefinePlugin', ['source.define']],
  ['webpack', 'BannerPlugin', ['lib.banner']],
  ['webpack', 'webpack.config.js', ['tools.rspack', 'rslib.config.ts']],
  ['webpack', 'optimization.splitChunks', ['chunk', 'splitChunks']],
  // Vite terms that its migration table does not list in these forms
  ['vite', 'build.lib', ['lib.format']],
  ['vite', 'rollupOptions', ['tools.rspack', 'output.externals']],
  ['vite', 'rollupOptions.external', ['output.externals']],
  ['vite', 'rollupOptions.output.globals', ['output.externals', 'umdName']],
  ['vite', 'vite-plugin-dts', ['lib.dts']],
  ['vite', 'vite.config.ts', ['rslib.config.ts']],
  // esbuild
  ['esbuild', 'platform', ['output.target']],
  ['esbuild', 'packages external', ['autoExternal', 'output.externals']],
  ['esbuild', 'outdir', ['output.distPath']],
  ['esbuild', 'outbase', ['outBase']],
  ['esbuild', 'bundle', ['lib.bundle']],
  ['esbuild', 'globalName', ['lib.umdName']],
  ['esbuild', 'metafile', ['Rsdoctor']],
  ['esbuild', 'outExtension', ['autoExtension']],
  // father 2 and 3 options, older than the father 4 table of its migration page
  ['father', 'runtimeHelpers', ['externalHelpers']],
  ['father', 'externalsExclude', ['autoExternal']],
  ['father', 'extraExternals', ['output.externals']],
  // @rollup/plugin-babel
  ['rollup', 'babelHelpers', ['externalHelpers']],
  // Modern.js Module terms its tables describe rather than list
  ['modern.js module', 'buildPreset', ['buildConfig']],
  ['modern.js module', 'modern.config.ts', ['rslib.config.ts']],
];

/**
 * The migration pages (`/guide/migration/<slug>`) and the tool each is about: their option
 * tables are read into the cross-tool vocabulary (search/crosstool.ts), and such a page counts
 * less for a query that names neither its tool nor one of its tool's option names (rank.ts).
 */
export const MIGRATION_TOOLS: Readonly<Record<string, string>> = {
  tsup: 'tsup',
  tsc: 'tsc',
  'modernjs-module': 'modern.js module',
  father: 'father',
  vite: 'vite',
};

/** The tools a migration page is about. */
export const MIGRATION_TOOL_NAMES: ReadonlySet<string> = new Set(Object.values(MIGRATION_TOOLS));

/** The tool a migration page (its route, with or without the language prefix) is about. */
export const migrationTool = (route: string): string | undefined =>
  MIGRATION_TOOLS[route.match(/\/guide\/migration\/([^/]+)$/)?.[1] ?? ''];

/** Words that name another tool in a query, and the tool they name (CROSS_TOOL, migration pages). */
export const TOOL_NAMES: Readonly<Record<string, string>> = {
  rollup: 'rollup',
  tsup: 'tsup',
  tsc: 'tsc',
  tsconfig: 'tsc',
  typescript: 'tsc',
  webpack: 'webpack',
  vite: 'vite',
  esbuild: 'esbuild',
  modern: 'modern.js module',
  modernjs: 'modern.js module',
  father: 'father',
  fatherrc: 'father',
};
