/** Full-screen spinner while a screen's code downloads (first load of a lazy route). */
import { Center, Loader } from '@mantine/core';

export function PageLoader() {
  return (
    <Center h="100vh">
      <Loader aria-label="Cargando" />
    </Center>
  );
}
