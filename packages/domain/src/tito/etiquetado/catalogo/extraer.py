import json, subprocess, sys, re, collections
repo = sys.argv[1]; out = sys.argv[2]
git = ['git', '--git-dir', repo]
objs = open(sys.argv[3]).read().splitlines()
paths = {}
for line in objs:
    parts = line.split(' ', 1)
    if len(parts) == 2 and parts[1].endswith('.json'):
        paths.setdefault(parts[0], parts[1])
present = subprocess.run(git + ['cat-file', '--batch-check'], input='\n'.join(paths), capture_output=True, text=True).stdout.splitlines()
paths = {l.split()[0]: paths[l.split()[0]] for l in present if not l.endswith('missing')}
# first commit touching each blob is expensive; record path and the HEAD commit, plus a commit containing it found later
p = subprocess.Popen(git + ['cat-file', '--batch'], stdin=subprocess.PIPE, stdout=subprocess.PIPE)
items = {}
def walk(node, sha, path):
    if isinstance(node, dict):
        if 'actuacion' in node and isinstance(node.get('actuacion'), str) and ('anotacion' in node or 'idRegActuacion' in node):
            key = (node['actuacion'], node.get('anotacion') or '')
            rec = items.setdefault(key, {'n': 0, 'procesos': set(), 'blob': sha, 'path': path})
            rec['n'] += 1
            rec['procesos'].add(str(node.get('llaveProceso') or node.get('idProceso') or path))
        for v in node.values(): walk(v, sha, path)
    elif isinstance(node, list):
        for v in node: walk(v, sha, path)
for sha, path in paths.items():
    p.stdin.write((sha + '\n').encode()); p.stdin.flush()
    header = p.stdout.readline().decode().split()
    size = int(header[2]); data = p.stdout.read(size); p.stdout.read(1)
    if b'"actuacion"' not in data: continue
    try: doc = json.loads(data)
    except Exception: continue
    walk(doc, sha, path)
res = [{'actuacion': k[0], 'anotacion': k[1], 'n': v['n'], 'procesos': sorted(v['procesos']), 'blob': v['blob'], 'path': v['path']} for k, v in items.items()]
json.dump(res, open(out, 'w'), ensure_ascii=False)
print(len(res), 'pairs', len({r['actuacion'] for r in res}), 'names', sum(r['n'] for r in res), 'rows')
