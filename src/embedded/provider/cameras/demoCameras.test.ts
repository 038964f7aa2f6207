import { modelHour, modelPlace } from '../weather/demo/model';
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

  it("shows the weather at its town's height, its °F rounded from the model's own figure", () => {
    // A camera by La Paz, Bolivia, 3,600 m up: colder by some 20 °C than the same point at sea level.
    const camera = demoCameraById('demo-w--166_-682');
    expect(camera?.name).toContain('La Paz');
    expect(camera?.elevationMeters).toBeGreaterThan(3000);
    const time = Date.parse('2026-12-02T04:10:00Z');
    const { scene, svg } = renderDemoImage(camera!, time);
    const hour = Math.floor(time / 3_600_000);
    const { latitude, longitude } = camera!;
    const seaLevel = modelHour(modelPlace({ latitude, longitude }), hour).temperatureC;
    expect(seaLevel - scene.temperatureC).toBeGreaterThan(15);
    const model = modelHour(
      modelPlace({ latitude, longitude, elevationMeters: camera!.elevationMeters! }),
      hour,
    ).temperatureC;
    expect(scene.temperatureC).toBe(Math.round(model));
    expect(scene.temperatureF).toBe(Math.round((model * 9) / 5 + 32));
    expect(svg).toContain(`${scene.temperatureC} °C / ${scene.temperatureF} °F`);
  });
});
