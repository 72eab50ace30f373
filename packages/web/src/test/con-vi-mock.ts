/**
 * The component tests that replace a module with vi.mock. The web's tests share one module registry
 * per worker (`isolate: false`, vitest.config.ts), and vi.mock replaces a module only where it is
 * loaded after it: these files run in a project of their own, isolated.
 */
export const CON_VI_MOCK = [
  'src/features/expedientes/pages/procesos-escritura.test.tsx',
  'src/features/control-cambios/components/control/gracias-dialog.test.tsx',
];
