// The console server (console-server.ts) with V8's sampling heap profiler at hand: on 'start' from the parent it
// samples every allocation, those the young and old collections free included (what a request leaves as garbage is
// what costs collection time); on 'stop' it sends the profile back.
import inspector from 'node:inspector/promises';

const session = new inspector.Session();
session.connect();
await session.post('HeapProfiler.enable');
process.on('message', async (message) => {
  if (message === 'start') {
    await session.post('HeapProfiler.startSampling', {
      samplingInterval: 4096,
      includeObjectsCollectedByMajorGC: true,
      includeObjectsCollectedByMinorGC: true,
    } as inspector.HeapProfiler.StartSamplingParameterType);
  }
  if (message === 'stop') {
    const { profile } = await session.post('HeapProfiler.stopSampling');
    process.send?.({ profile });
  }
});
await import('./console-server.ts');
