/**
 * A reverse proxy that counts the requests it forwards to the court simulator: one per egress
 * worker and court host, so each worker's politeness gate sees its own host (as the courts' hosts
 * are distinct in production) and the bench can print requests per host per egress.
 */
import http from 'node:http';

export interface ProxyContador {
  url: string;
  /** Requests forwarded since the last `reiniciar`. */
  solicitudes(): number;
  reiniciar(): void;
  cerrar(): Promise<void>;
}

export async function iniciarProxyContador(destino: string): Promise<ProxyContador> {
  const objetivo = new URL(destino);
  const agente = new http.Agent({ keepAlive: true, maxSockets: 16 });
  let cuenta = 0;
  const servidor = http.createServer((entrada, salida) => {
    cuenta++;
    const pedido = http.request(
      {
        host: objetivo.hostname,
        port: objetivo.port,
        method: entrada.method,
        path: entrada.url,
        headers: { ...entrada.headers, host: objetivo.host },
        agent: agente,
      },
      (respuesta) => {
        salida.writeHead(respuesta.statusCode ?? 502, respuesta.headers);
        respuesta.pipe(salida);
      },
    );
    pedido.on('error', () => salida.destroy());
    entrada.pipe(pedido);
  });
  await new Promise<void>((resolve) => servidor.listen(0, '127.0.0.1', resolve));
  const { port } = servidor.address() as { port: number };
  return {
    url: `http://127.0.0.1:${port}`,
    solicitudes: () => cuenta,
    reiniciar: () => {
      cuenta = 0;
    },
    cerrar: () =>
      new Promise<void>((resolve) => {
        agente.destroy();
        servidor.closeAllConnections();
        servidor.close(() => resolve());
      }),
  };
}
