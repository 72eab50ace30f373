/**
 * Import-cycle check for the product code (issue 22: zero import cycles, enforced in CI).
 * Only one rule on purpose: a cycle makes load order matter and ties two modules into one, so
 * any cycle fails `npm run deps`. Type-only imports count too (tsPreCompilationDeps), because a
 * cycle made of `import type` still ties the modules' designs together.
 */
/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      severity: 'error',
      comment:
        'Este módulo forma parte de un ciclo de importaciones. Rompe el ciclo moviendo el tipo o la función compartida a un archivo propio.',
      from: {},
      to: { circular: true },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(^|/)(node_modules|dist[^/]*|test-results)/' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.base.json' },
    enhancedResolveOptions: {
      extensions: ['.ts', '.tsx', '.js', '.mjs', '.cjs', '.json'],
    },
  },
};
