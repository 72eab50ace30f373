import json, re, unicodedata, collections
def fold(s): return re.sub(r'\s+', ' ', ''.join(c for c in unicodedata.normalize('NFD', s) if unicodedata.category(c) != 'Mn').lower()).strip()
NOMBRES = {}
for line in open('nombres.tsv', encoding='utf-8'):
    n, l, fam, mot = line.rstrip('\n').split('\t')
    NOMBRES[fold(n)] = (l, fam, mot)
MES = 'enero|febrero|marzo|abril|mayo|junio|julio|agosto|septiembre|setiembre|octubre|noviembre|diciembre'
FECHA_AUD = re.compile(rf'\b(fija|senala|senalo|reprograma|programa|convoca|cita)\w* .{{0,40}}(fecha|audiencia|diligencia|remate)|(audiencia|diligencia|remate) .{{0,60}}(\d{{1,2}} de ({MES})|\d{{1,2}}/\d{{1,2}}/\d{{2,4}}|a las \d)')
DECISION = re.compile(r'\b(decreta|decretar|niega|negar|rechaza|rechazar|admite|admitir|inadmite|inadmitir|revoca|revocar|repone|reponer|no repone|concede|conceder|aprueba|aprobar|imparte aprobacion|modifica|modificar|declara|declarar|termina|terminar|da por terminado|levanta|levantar|levantamiento|requiere|requerir|conmina|corre(r)? traslado|traslado|tener por notificad|tiene por notificad|tengase por notificad|notificad[oa] por conducta|acepta|aceptar|reconoce (la )?cesion|no accede|accede|abstiene|suspende|suspender|reanuda|caucion|gastos|honorarios|previo a|so pena|libra|librar|mandamiento|sentencia|seguir adelante|aclara|corrige|adiciona|nulidad|desistimiento|emplazamiento|emplaza|secuestro|embargo|entrega de (los )?titulos|entregar (los )?titulos|remate|tener en cuenta|no tener en cuenta|se tiene en cuenta|no se tiene en cuenta|pone en conocimiento|poner en conocimiento|ordena (la )?entrega|ordena (el )?pago|ordena notificar|ordena seguir|obedezcase|estese|previo (a )?(resolver|decidir)|acredite|despacho comisorio|dc|comision|comisionar|saneamiento|control de legalidad)\b')
RUTINA_AN = re.compile(r'reconoce(r)? personeria|personeria|expedir copias|copias|oficiar|oficiese|agreguese|agrega|desglose|actuacion registrada el')
def etiquetar(actuacion, anotacion):
    n = fold(actuacion); a = fold(anotacion or '')
    if n not in NOMBRES: return None
    l, fam, mot = NOMBRES[n]
    # A date of a hearing, diligence or remate in the anotación of any secretarial entry (not a party's filing).
    if l == '0' and fam not in ('memorial',) and not n.startswith(('al despacho', 'memorial')) and FECHA_AUD.search(a):
        return (True, 'audiencia', 'La anotación comunica la fecha de una audiencia, diligencia o remate.')
    if l in ('0', '1'): return (l == '1', fam, mot)
    if fam == 'comunicacion':
        return (True, 'audiencia', 'La comunicación lleva la fecha de una audiencia o diligencia.') if FECHA_AUD.search(a) else (False, 'comunicacion', 'Comunicación de secretaría sin fecha de audiencia.')
    if FECHA_AUD.search(a): return (True, 'audiencia', 'La anotación fija o comunica una audiencia, diligencia o remate.')
    if fam == 'estado':
        return (True, 'estado', 'La anotación del estado trae la decisión.') if DECISION.search(a) and 'actuacion registrada' not in a else (False, 'estado', 'Fijación en estado sin la providencia en la anotación.')
    if n == 'constancia secretarial':
        return (True, 'generico', 'La constancia deja correr un traslado o un término para las partes.') if re.search(r'corre(r)? traslado|traslado .{0,30}(art|por el termino|por \d)|fija(r)? en lista|se fija aviso|edicto', a) else (False, 'tramite', 'Constancia secretarial sin fecha, decisión ni término para las partes.')
    # Representation only (guideline: personería, a power accepted, revoked or substituted, with nothing else).
    sin_poder = re.sub(r'(no )?(se )?(acepta(r)?|revoca(r)?|reconoce(r)?|tiene por revocado) (la |el )?(renuncia|sustitucion|poder|revocatoria)( (de|del|al) poder)?', ' ', a)
    if re.search(r'poder|personeria|apoderado', n): sin_poder = re.sub(r'^(se )?acepta(da)?[ .]*$', ' ', sin_poder)
    decide = bool(DECISION.search(sin_poder))
    if l == 'A1':
        if a and RUTINA_AN.search(a) and not decide: return (False, 'tramite', 'La anotación muestra solo trámite (personería, copias, oficios).')
        return (True, 'generico', mot if not decide else 'La anotación muestra una decisión o un término para las partes.')
    return (True, 'generico', 'La anotación muestra una decisión o un término para las partes.') if decide else (False, 'tramite', 'La anotación no muestra decisión ni término para las partes.')
if __name__ == '__main__':
    d = json.load(open('cachorro-items.json'))
    falt = collections.Counter()
    for r in d:
        e = etiquetar(r['actuacion'], r['anotacion'])
        if e is None: falt[r['actuacion']] += 1; continue
        r['importante'], r['familia'], r['motivoEtiqueta'] = e
    print('sin etiqueta', falt)
    json.dump(d, open('cachorro-etiquetado.json', 'w'), ensure_ascii=False)
    print(sum(1 for r in d if r.get('importante')), 'important of', len(d))
    import random; random.seed(3)
    gen = [r for r in d if NOMBRES.get(fold(r['actuacion']), ('0',))[0].startswith('A') and fold(r['actuacion']) != 'fijacion estado']
    for r in random.sample(gen, 45): print(int(r['importante']), r['actuacion'], '|', r['anotacion'][:150])
