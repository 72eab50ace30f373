import json, re, collections, unicodedata
d = [dict(x, repo='CachorroC/tester') for x in json.load(open('tester.json'))] + [dict(x, repo='CachorroC/datos') for x in json.load(open('datos.json'))]
def fold(s): return ''.join(c for c in unicodedata.normalize('NFD', s) if unicodedata.category(c) != 'Mn').lower()
TOK = re.compile(r"[A-Za-zÁÉÍÓÚÜÑáéíóúüñ]+")
procs = collections.defaultdict(set)
for x in d:
    for t in set(fold(m) for m in TOK.findall(x['anotacion'])):
        for p in x['procesos']: procs[t].add(p)
print('processes', len({p for x in d for p in x['procesos']}))
DIC = {fold(w.strip()) for w in open('/usr/share/dict/spanish', encoding='utf-8', errors='ignore')}
for x in d:
    for t in TOK.findall(x['actuacion']): DIC.add(fold(t))
DIC |= {'reprograma','reprogramar','reprogramada','reprogramo','reprogramacion','feb','ene','abr','ago','sept','oct','nov','dic','virtual','teams','lifesize','cgp','art','arts','sas','ltda','cpc','cpaca','of','fl','fls','no','nro','ccgp','dian','rues','pdf','link','https','http','www','gov','co','ramajudicial','teams','lifesize','sic','rad','auto','autos','oficios','desglose','secuestre','avaluo','reloj','radicador','solucitud','pertinente','emplazamiento','remanentes','liquidacion','ejecutoria','inadmite','subsanar','traslado','anexo','anexos','cuaderno','cuadernos','expediente','digitalizacion','correo','electronico','juzgado','despacho','memorial','personeria','cesion','apoderado','apoderada','curador','curaduria','acta','tutela','pagare','titulo','titulos','deposito','depositos','conciliacion','audiencia','diligencia','remate','caucion','paz','salvo','embargo','desembargo','oficio','oficiese','notificacion','notifiquese','requiere','requerir','fijese','decreta','decretase','ordena','ordenase','cumplase','agreguese','reconocese','tengase'}
NOMBRES = set('suarez ramirez munoz william cecilia gomez rodriguez stefanny ortiz laura liliana avila jose cardenas isabel yadira jennyfer yelis romel wendy karen giovanny cristian arias alejandra triana julied castellanos medina mario felipe linares riano natyc daniel marisol zulmak hernandez andrea john rojas tatiana julian paola kathy jesica sonia estefania diaz sanchez estefpany paula jhz daniela natalia nubia jairo cindy gonzalez elena murillo michael bernal lorenaleon ericson jeimy ariza henri lugo aldana danielar paulaa cifuentes marangureng gutierrez marcela juanmanuel oscar hames martinez leidy henrybernal prias trivino nelson lara robayo reyes linamartin poveda erika tarazona jhonathan genes yanina tenjo karenmm hoyos geraldine henribernal davidsanchez dianad gaviria giraldo aranguren natycometaa rysasesorjuridico gmail camilo carmen diana luis andres marino maria helena jessica angelica amado rincon romero rueda gamba claudia escobar juan rivera carlos luz ana rosa angela patricia sandra lina roa eslava pico claudia fernando jorge pedro manuel david alejandro ricardo alberto eduardo javier miguel martha lorena monica adriana yolanda gloria blanca ruth esperanza pilar alba mercedes jimena lucia plata mateo torres garcia castro serrano rocio tirado cielo pineda'.split())
FREC = {t for t, p in procs.items() if len(p) >= 6 and t not in NOMBRES}
TERMINACIONES = ['aron','ieron','aban','ando','iendo','ados','adas','idos','idas','ado','ada','ido','ida','amos','emos','imos','an','en','as','es','a','e','o','on','io','ase','ese','ese','se']
def conocida(w):
    f = fold(w)
    if f in NOMBRES: return False
    if f in DIC or f in FREC or f.rstrip('s') in DIC or (f.endswith('es') and f[:-2] in DIC): return True
    # Verb forms the word list lacks ('reprograma', 'comparecieron'): their infinitive is in it.
    for t in TERMINACIONES:
        if f.endswith(t) and len(f) - len(t) >= 3:
            raiz = f[: -len(t)]
            if any(raiz + inf in DIC for inf in ('ar', 'er', 'ir')): return True
    return False
LEGAL = set()
for x in d:
    for t in TOK.findall(x['actuacion']): LEGAL.add(fold(t))
LEGAL |= {'quien','que','como','de','del','la','el','los','las','en','y','con','para','por','se','al','a','su','sus','parte','actora','demandante','demandada','demandado','apoderado','apoderada','judicial','sustituto','sustituta','vs','contra','sas','s','ltda','banco','bancolombia','davivienda','cesionario','cesionaria','terminos','fines','mandato','no','sociedad'}
PALABRA_MAYUS = r'[A-ZÁÉÍÓÚÑ][A-Za-zÁÉÍÓÚÑáéíóúñ]+'
def junto_a_omitido(s):
    # A capitalised word next to a masked one, or after a title, is most likely the rest of a name.
    for _ in range(4):
        s = re.sub(r'(\(…\)[ ,]*)(' + PALABRA_MAYUS + ')', lambda m: m.group(1) + ('(…)' if fold(m.group(2)) not in LEGAL else m.group(2)), s)
        s = re.sub(r'(' + PALABRA_MAYUS + r')([ ,]*\(…\))', lambda m: ('(…)' if fold(m.group(1)) not in LEGAL else m.group(1)) + m.group(2), s)
    s = re.sub(r'\b(Dr|Dra|DR|DRA|Doctor|Doctora|DOCTOR|DOCTORA|abogad[oa]|ABOGAD[OA]|Señor|Señora|SEÑOR|SEÑORA|Sr|Sra)(\.|\b)( \(a\)\.?)?((\s+' + PALABRA_MAYUS + r'){1,4})', lambda m: m.group(1) + m.group(2) + (m.group(3) or '') + ' (…)', s)
    return re.sub(r'(\(…\)[\s,.]*){2,}', '(…) ', s)
def limpiar(s):
    s = re.sub(r'(Entidad o Señor\(a\): ).*? - ', r'\1(…) - ', s)
    s = re.sub(r'(De:\s*)[^<(/@]{1,60}?(?=\s*[<(]|\s*\S+@)', r'\1(…)', s)
    s = re.sub(r'\S+@\S+', '(correo omitido)', s)
    s = re.sub(r'(?i)\b(c\.?\s?c\.?|nit|cedula|cédula)\s*(no\.?\s*)?[\d][\d.,\s-]{4,}', lambda m: m.group(1) + ' (número omitido) ', s)
    s = re.sub(r'\d{6,}', '(número omitido)', s)
    s = re.sub(r'\d{1,3}(?:\.\d{3}){2,}', '(número omitido)', s)
    def tok(m):
        w = m.group(0)
        return w if conocida(w) or len(w) <= 2 else '(…)'
    s = TOK.sub(tok, s)
    s = junto_a_omitido(s)
    # A clerk's signature at the end ('// CLAUDIA E', '\\ Juan G.'): words only, no digits.
    s = re.sub(r'(//+|\\\\+|/)\s*[A-Za-zÁÉÍÓÚÑáéíóúñ(…). ]{1,40}$', lambda m: m.group(1) + ' (…)' if not re.search(r'cuaderno|cd|folio|c\d', fold(m.group(0))) else m.group(0), s)
    s = re.sub(r'(\(…\)[\s,.]*){2,}', '(…) ', s)
    for _ in range(2):
        s = re.sub(r'(//+|\\\\+|/|\*{2,}|-{2,}| - |\.\.\.)\s*([^/\\\\*\d]{1,40})$', lambda m: m.group(1) + ' (…)' if len(m.group(2).split()) <= 4 and not re.search(r'cuaderno|cd|folio|c\d|demanda|oficio|proceso|expediente|letra|despacho|estado|memorial|auto|traslado|pertinente', fold(m.group(2))) else m.group(0), s.strip())
    return re.sub(r'\s+', ' ', s).strip()[:400]
def clave(s): return re.sub(r'\d+', '0', re.sub(r'\s+', ' ', fold(s).strip()))
out = {}
for x in d:
    act = re.sub(r'\s+', ' ', x['actuacion']).strip()
    an = limpiar(x['anotacion'])
    k = (clave(act), clave(an))
    r = out.setdefault(k, {'actuacion': act, 'anotacion': an, 'veces': 0, 'procesos': set(), 'ruta': x['path'], 'blob': x['blob'], 'repo': x['repo']})
    r['veces'] += x['n']; r['procesos'] |= set(x['procesos'])
items = sorted(out.values(), key=lambda r: (clave(r['actuacion']), -r['veces']))
for r in items: r['procesos'] = len(r['procesos'])
json.dump(items, open('cachorro-items.json', 'w'), ensure_ascii=False, indent=0)
print(len(items), 'items', len({clave(r['actuacion']) for r in items}), 'names')
import random; random.seed(1)
for r in random.sample(items, 40): print(r['actuacion'], '|', r['anotacion'])
