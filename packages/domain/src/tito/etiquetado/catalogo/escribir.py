"""Writes catalogo-cachorro.json (one item a line) from the labelled catalogue."""
import json, sys
d = json.load(open('cachorro-etiquetado.json'))
out = []
for i, r in enumerate(d):
    out.append({'id': f'cachorro-{i+1:04d}', 'fuente': 'cpnu', 'actuacion': r['actuacion'], 'anotacion': r['anotacion'] or None,
                'importante': r['importante'], 'familia': r['familia'], 'motivoEtiqueta': r['motivoEtiqueta'],
                'origen': 'cachorro', 'veces': r['veces'], 'procesos': r['procesos'], 'ref': r['repo'] + ':' + r['ruta']})
# Two files, each under the linter's 1 MiB limit.
mitad = len(out) // 2
for sufijo, parte in (('1', out[:mitad]), ('2', out[mitad:])):
    open(sys.argv[1].replace('.json', f'-{sufijo}.json'), 'w').write('[\n' + ',\n'.join(json.dumps(o, ensure_ascii=False) for o in parte) + '\n]\n')
print(len(out), 'items,', sum(o['importante'] for o in out), 'important')
