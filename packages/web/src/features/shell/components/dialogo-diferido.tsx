/**
 * A dialog of the shell whose code downloads the first time it is opened (issue 21, item 18: the
 * closed dialogs were part of the admin shell's code and first render, which held the first screen
 * of cards back). It mounts closed and opens on the next commit, outside and inside the lazy
 * boundary, so Mantine remembers the element to give the focus back to (useMontadoAlAbrir).
 */
import { type ComponentType, lazy, Suspense } from 'react';
import { useMontadoAlAbrir } from '../../expedientes/index.ts';

export function dialogoDiferido<P extends { opened: boolean }>(
  cargar: () => Promise<ComponentType<P>>,
): ComponentType<P> {
  const Perezoso = lazy(async () => {
    const Dialogo = await cargar();
    // The first render after the download may already be asked open: mount it closed first.
    function AbiertoTrasMontar(props: P) {
      const { abierto } = useMontadoAlAbrir(props.opened);
      return <Dialogo {...props} opened={abierto} />;
    }
    return { default: AbiertoTrasMontar };
  });
  return function DialogoDiferido(props: P) {
    const { montado } = useMontadoAlAbrir(props.opened);
    if (!montado) return null;
    return (
      <Suspense fallback={null}>
        <Perezoso {...props} />
      </Suspense>
    );
  };
}
