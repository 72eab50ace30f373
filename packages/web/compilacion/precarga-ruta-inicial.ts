/**
 * Preloads, from index.html, the code of the screen a signed-in lawyer lands on (the admin layout
 * and Procesos). Both stay lazy routes, but without this the browser only learns of their ~35
 * chunks after the entry and the vendor libraries have been downloaded, parsed and run, and then
 * fetches them in a second round before the list can render (issue 21, item 18: the first screen).
 * With `modulepreload` they download and compile alongside the vendors; the router's import()
 * then finds them ready. Signed-out visitors download them too, which the installable app's
 * service worker does anyway (it precaches every asset, decision 0015).
 */
import type { HtmlTagDescriptor, Plugin } from 'vite';

/** Source files of the landing route's lazy chunks (router.tsx: adminLayout, procesos). */
const RUTA_INICIAL = ['src/app/layouts/admin-layout.tsx', 'src/features/expedientes/pages/procesos-page.tsx'];

interface ChunkInfo {
  type: 'chunk';
  fileName: string;
  isEntry: boolean;
  facadeModuleId: string | null;
  imports: string[];
  viteMetadata?: { importedCss: Set<string> };
}

export function precargaRutaInicial(): Plugin {
  return {
    name: 'precarga-ruta-inicial',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, context) {
        const bundle = context.bundle;
        if (!bundle) return [];
        const chunks = new Map<string, ChunkInfo>();
        for (const output of Object.values(bundle)) {
          if (output.type === 'chunk') chunks.set(output.fileName, output as unknown as ChunkInfo);
        }
        // What the entry already pulls in has its own modulepreload from Vite.
        const yaCargado = new Set<string>();
        const recorrer = (fileName: string, destino: Set<string>) => {
          if (destino.has(fileName)) return;
          destino.add(fileName);
          for (const importado of chunks.get(fileName)?.imports ?? []) recorrer(importado, destino);
        };
        for (const chunk of chunks.values()) if (chunk.isEntry) recorrer(chunk.fileName, yaCargado);

        const precargar = new Set<string>();
        for (const fuente of RUTA_INICIAL) {
          const chunk = [...chunks.values()].find((candidato) => candidato.facadeModuleId?.endsWith(fuente));
          if (!chunk) throw new Error(`precarga-ruta-inicial: no hay chunk para ${fuente}`);
          recorrer(chunk.fileName, precargar);
        }
        const tags: HtmlTagDescriptor[] = [];
        for (const fileName of precargar) {
          if (yaCargado.has(fileName)) continue;
          tags.push({
            tag: 'link',
            attrs: { rel: 'modulepreload', crossorigin: true, href: `/${fileName}` },
            injectTo: 'head',
          });
          for (const css of chunks.get(fileName)?.viteMetadata?.importedCss ?? []) {
            tags.push({
              tag: 'link',
              // crossorigin as Vite's loader asks for the sheet: without it the browser fetches the
              // sheet twice ("credentials mode does not match") and the route waits for the second.
              attrs: { rel: 'preload', as: 'style', crossorigin: true, href: `/${css}` },
              injectTo: 'head',
            });
          }
        }
        return tags;
      },
    },
  };
}
