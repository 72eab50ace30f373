import { CADENA_AJUSTADA, tipoOn, sampleRadicados, toDay, isBusinessDay, procesosOf } from '../packages/court-sim/src/index.ts';
import ajuste from '../packages/court-sim/src/actividad-ajustada.json' with {type:'json'};
const hoy = toDay('2026-03-20');
for (const modo of ['ajustada','hoy'] as const) {
  let activos=0, dias=0; const gaps:number[]=[];
  const t0=Date.now();
  for (const r of sampleRadicados(3000, 7)) {
    const p = procesosOf(r)[0]; if (!p) continue;
    let prev=-1; let habil=0;
    for (let d=p.admisionDay+1; d<=hoy; d++) { if(!isBusinessDay(d)) continue; habil++; dias++;
      if (tipoOn(p,d,modo)) { activos++; if (prev>=0) gaps.push(habil-prev); prev=habil; } }
  }
  const bins = ajuste.huecos.histograma.map(b=>({...b, n:0}));
  for (const g of gaps) { const b = bins.find(b=> g>=b.desde && (b.hasta===null||g<=b.hasta)); b!.n++; }
  const val = ajuste.modeloOculto.tresEstados.validacion.histogramaHuecos;
  let tv=0, tvObs=0; bins.forEach((b,i)=>{ tv+=Math.abs(b.n/gaps.length - val[i].parte); tvObs+=Math.abs(b.n/gaps.length-b.parte)}); 
  console.log(modo, (activos/dias).toFixed(4), dias, gaps.length, 'tv', (tv/2).toFixed(3), (tvObs/2).toFixed(3), bins.map(b=>(b.n/gaps.length).toFixed(3)).join(' '), Date.now()-t0,'ms');
}
