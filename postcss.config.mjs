/**
 * Panda's PostCSS plugin writes the stylesheet; the next one drops the token variables nothing
 * reads (issue #33). Panda 1.12 writes every token of its presets into `@layer tokens` (527
 * variables, 398 of them read by no rule: the whole default palette, filters, transforms); the
 * stylesheet is inlined into every page, so they cost every document ~3 KB gzip. A variable stays
 * when any `var(--…)` of the sheet reads it, directly or through another variable that stays.
 * Tokens are read only through Panda's extracted styles (a `token()` in a `css()` call becomes a
 * `var()` in the sheet); nothing in the app builds a token name at run time.
 */
const CUSTOM_PROPERTY = /^--[\w-]+$/;
const VAR_REFERENCE = /var\(\s*(--[\w-]+)/g;

/** @type {import('postcss').PluginCreator<void>} */
const pruneUnusedTokens = () => ({
  postcssPlugin: 'prune-unused-tokens',
  OnceExit(root) {
    /** @type {import('postcss').Declaration[]} */
    const tokenDeclarations = [];
    root.walkAtRules('layer', (layer) => {
      if (layer.params.trim() !== 'tokens' || !layer.nodes) return;
      layer.walkDecls((declaration) => {
        if (CUSTOM_PROPERTY.test(declaration.prop)) tokenDeclarations.push(declaration);
      });
    });
    if (tokenDeclarations.length === 0) return;
    const insideTokens = new Set(tokenDeclarations);
    // What the rules outside the tokens layer read, then what the variables they read read, and on.
    const read = new Set();
    const readBy = (value) => [...value.matchAll(VAR_REFERENCE)].map((match) => match[1]);
    root.walkDecls((declaration) => {
      if (insideTokens.has(declaration)) return;
      for (const name of readBy(declaration.value)) read.add(name);
    });
    let grew = true;
    while (grew) {
      grew = false;
      for (const declaration of tokenDeclarations) {
        if (!read.has(declaration.prop)) continue;
        for (const name of readBy(declaration.value)) {
          if (!read.has(name)) {
            read.add(name);
            grew = true;
          }
        }
      }
    }
    for (const declaration of tokenDeclarations) if (!read.has(declaration.prop)) declaration.remove();
    root.walkRules((rule) => {
      if (rule.nodes.length === 0) rule.remove();
    });
  },
});
pruneUnusedTokens.postcss = true;

export default { plugins: [['@pandacss/dev/postcss', {}], pruneUnusedTokens] };
