import { demoCameraById, demoCamerasAround, latestDemoImageMs } from './demoCameras';
import { escapeXml, renderDemoImage } from './demoImage';

describe('demo cameras', () => {
  it('places a few cameras a few kilometres from any place, each found again by its id', () => {
    const around = demoCamerasAround(48.8534, 2.3488, 'weather');
    expect(around).toHaveLength(25);
    for (const camera of around.slice(0, 3)) {
      expect(camera.id).toMatch(/^demo-w-\d+_\d+$/);
      expect(demoCameraById(camera.id)).toEqual(camera);
      expect(Math.abs(camera.latitude - 48.85)).toBeLessThan(0.3);
    }
    expect(demoCamerasAround(48.8534, 2.3488, 'traffic')[0]?.id).toMatch(/^demo-t-/);
    expect(demoCameraById('demo-w-9999_1')).toBeNull();
    expect(demoCameraById('demo-x-1_1')).toBeNull();
  });

  it('draws a deterministic picture marked as a demo, its text escaped', () => {
    const camera = demoCameraById('demo-t-407_-741')!;
    const time = latestDemoImageMs('traffic', Date.parse('2026-11-23T14:13:00Z'));
    expect(time).toBe(Date.parse('2026-11-23T14:10:00Z'));
    const first = renderDemoImage({ ...camera, name: 'A <b> & "c"' }, time);
    expect(first.svg).toBe(renderDemoImage({ ...camera, name: 'A <b> & "c"' }, time).svg);
    expect(first.svg).toContain('DEMO CAMERA');
    expect(first.svg).toContain('A &lt;b&gt; &amp; &quot;c&quot;');
    expect(first.svg).toMatch(
      /^<svg xmlns="http:\/\/www.w3.org\/2000\/svg" width="640" height="480"/,
    );
    expect(first.scene.time).toMatch(/^2026-11-23T09:10:00-05:00$/);
    expect(escapeXml("'")).toBe('&apos;');
  });
});
