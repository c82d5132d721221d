import { readFileSync } from 'node:fs';
import { deflateSync } from 'node:zlib';
import { PNG } from 'pngjs';
const { width, height, data } = PNG.sync.read(readFileSync(process.argv[2]));
const px = width*height;
const t0 = performance.now();
const m = new Map();
for (let i = 0; i < px; i++) { const k = (data[i*4]<<16)|(data[i*4+1]<<8)|data[i*4+2]; m.set(k, (m.get(k)??0)+1); }
const cols = [...m.entries()].map(([k,c])=>[k>>16,(k>>8)&255,k&255,c]);
// median cut on exact colours by weighted variance reduction: split the box with the largest weighted SSE along its widest channel at the weighted median
function stats(box){let c=0,s=[0,0,0],q=[0,0,0];for(const p of box){c+=p[3];for(let j=0;j<3;j++){s[j]+=p[j]*p[3];q[j]+=p[j]*p[j]*p[3];}}const v=[0,1,2].map(j=>q[j]-s[j]*s[j]/c);return{c,mean:s.map(x=>x/c),v,sse:v[0]+v[1]+v[2]};}
let boxes=[{pts:cols,...stats(cols)}];
while(boxes.length<256){let bi=-1,bs=0;boxes.forEach((b,i)=>{if(b.pts.length>1&&b.sse>bs){bs=b.sse;bi=i;}});if(bi<0)break;const b=boxes[bi];const ch=b.v.indexOf(Math.max(...b.v));b.pts.sort((x,y)=>x[ch]-y[ch]);let half=0,cut=0;for(;cut<b.pts.length-1;cut++){half+=b.pts[cut][3];if(half>=b.c/2)break;}const A=b.pts.slice(0,cut+1),B=b.pts.slice(cut+1);boxes.splice(bi,1,{pts:A,...stats(A)},{pts:B,...stats(B)});}
let pal=boxes.map(b=>b.mean);
const t1 = performance.now();
function assign(){const idx=new Uint16Array(cols.length);cols.forEach((p,i)=>{let best=1e18,bj=0;for(let j=0;j<pal.length;j++){const q=pal[j];const d=(q[0]-p[0])**2+(q[1]-p[1])**2+(q[2]-p[2])**2;if(d<best){best=d;bj=j;}}idx[i]=bj;});return idx;}
const iters = Number(process.argv[3] ?? 0);
for(let it=0;it<iters;it++){const idx=assign();const acc=pal.map(()=>[0,0,0,0]);cols.forEach((p,i)=>{const a=acc[idx[i]];for(let j=0;j<3;j++)a[j]+=p[j]*p[3];a[3]+=p[3];});pal=acc.map((a,j)=>a[3]?[a[0]/a[3],a[1]/a[3],a[2]/a[3]]:pal[j]);}
pal = pal.map(p=>p.map(Math.round));
const idx=assign();
const t2 = performance.now();
const index=new Map();cols.forEach((p,i)=>index.set((p[0]<<16)|(p[1]<<8)|p[2],idx[i]));
const raw=new Uint8Array(px);let err=0;const hist=new Uint32Array(256);let max=0;
for(let i=0;i<px;i++){const k=(data[i*4]<<16)|(data[i*4+1]<<8)|data[i*4+2];const j=index.get(k);raw[i]=j;const q=pal[j];const e=Math.max(Math.abs(q[0]-data[i*4]),Math.abs(q[1]-data[i*4+1]),Math.abs(q[2]-data[i*4+2]));err+=e;hist[e]++;max=Math.max(max,e);}
let acc=0,p99=0,p999=0;for(let e=0;e<256;e++){acc+=hist[e];if(!p99&&acc>=px*0.99)p99=e;if(acc>=px*0.999){p999=e;break;}}
// filtered rows: Up filter for all rows vs none
const rows=(f)=>{const out=new Uint8Array((width+1)*height);for(let y=0;y<height;y++){out[y*(width+1)]=f;for(let x=0;x<width;x++){const v=raw[y*width+x];out[y*(width+1)+1+x]=f===0?v:(v-(y?raw[(y-1)*width+x]:0))&255;}}return out;};
console.log('iters',iters,'mean err',(err/px).toFixed(2),'p99',p99,'p99.9',p999,'max',max,'none',deflateSync(rows(0),{level:9}).length,'up',deflateSync(rows(2),{level:9}).length,'ms',Math.round(t1-t0),Math.round(t2-t1));
