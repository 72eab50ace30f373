/**
 * How an outbox is drained (decision 0023): a few lanes at once, each claiming one row, sending it
 * and settling it until nothing is due. A send waits mostly on the other side (an SMTP server, a
 * webhook receiver), so lanes overlap those waits; a lane holds a database connection only for its
 * claim and its settlement. `repetirCada` runs a drain again and again on a worker process, for an
 * outbox whose retries are closer than a pg-boss cron's minute.
 */

/** Runs `carriles` lanes of claim → process until `reclamar` finds nothing due. */
export async function drenarEnCarriles<Fila>(
  carriles: number,
  reclamar: () => Promise<Fila | null>,
  procesar: (fila: Fila) => Promise<void>,
): Promise<void> {
  const carril = async () => {
    for (let fila = await reclamar(); fila !== null; fila = await reclamar()) await procesar(fila);
  };
  await Promise.all(Array.from({ length: carriles }, carril));
}

/**
 * Runs `vuelta` now and then `cadaMs` after each one ends (never two at once); an error goes to
 * `alFallar` and the next round still comes. Returns the stop, which waits for the round under way.
 */
export function repetirCada(
  cadaMs: number,
  vuelta: () => Promise<void>,
  alFallar: (error: unknown) => void,
): () => Promise<void> {
  let parado = false;
  let vueltaEnCurso: Promise<void> = Promise.resolve();
  let temporizador: NodeJS.Timeout | undefined;
  const siguiente = () => {
    vueltaEnCurso = vuelta()
      .catch(alFallar)
      .finally(() => {
        if (!parado) temporizador = setTimeout(siguiente, cadaMs);
      });
  };
  temporizador = setTimeout(siguiente, 0);
  return async () => {
    parado = true;
    clearTimeout(temporizador);
    await vueltaEnCurso;
  };
}
