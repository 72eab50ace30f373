/**
 * A card's dialog mounts the first time the lawyer opens it (a closed Mantine Modal still costs
 * its hooks on every card of the list, issue 21, item 18) and stays mounted after. It mounts
 * closed and opens on the next commit: Mantine remembers the element to give the focus back to
 * when `opened` changes, not when it mounts open, and closing keeps its transition.
 */
import { useEffect, useState } from 'react';

export function useMontadoAlAbrir(abierto: boolean): { montado: boolean; abierto: boolean } {
  const [montado, setMontado] = useState(false);
  useEffect(() => {
    if (abierto) setMontado(true);
  }, [abierto]);
  return { montado: montado || abierto, abierto: abierto && montado };
}
