import { isValidElement, type ReactElement } from 'react';

type ScriptProps = { src?: string; crossOrigin?: '' | 'anonymous' | 'use-credentials' };

/** A script the loader adds: its address and its CORS mode (null: none). */
type LoadedScript = [src: string, crossOrigin: string | null];

/**
 * The loader's own source, run as an inline script in the head. Once the document is parsed it
 * waits until the browser reports its first contentful paint, then two more frames (the frame with
 * the page's text has then been shown on screen, not only drawn), then adds the scripts in order
 * (`async = false` runs them in the order they were added, as `defer` did). A browser without paint
 * timing waits the two frames only. A page that cannot be seen (a background tab, a prerender)
 * paints nothing: it starts them at once, or as soon as it is hidden; and should no paint be
 * reported, they start after 3 s.
 */
export function paintFirstLoader(scripts: readonly LoadedScript[]): string {
  return `(function(s){var d=0,D=document,W=window,P=W.PerformanceObserver;function go(){if(d)return;d=1;for(var i=0;i<s.length;i++){var e=D.createElement('script');e.src=s[i][0];if(s[i][1]!==null)e.crossOrigin=s[i][1];e.async=false;D.head.appendChild(e)}}function frames(){requestAnimationFrame(function(){requestAnimationFrame(function(){setTimeout(go,0)})})}function hidden(){if(D.visibilityState==='hidden')go()}function after(){if(D.visibilityState==='hidden')return go();D.addEventListener('visibilitychange',hidden);setTimeout(go,3000);if(P&&P.supportedEntryTypes&&P.supportedEntryTypes.indexOf('paint')>=0){new P(function(l,o){if(l.getEntriesByName('first-contentful-paint').length){o.disconnect();frames()}}).observe({type:'paint',buffered:true})}else frames()}if(D.readyState==='loading')D.addEventListener('DOMContentLoaded',after);else after()})(${JSON.stringify(scripts).replace(/</g, '\\u003c')})`;
}

/**
 * Rewrites Next's start-up `<script defer src>` tags: one inline loader adds them once the page has
 * been painted, so nothing of the app's JavaScript is fetched or run before the first paint. With
 * `defer`, a browser that had the scripts by the end of parsing (a fast network, a repeat visit
 * from cache) ran them all before its first paint, and the server-rendered page showed only after
 * the app's start-up work. They are not preloaded either: on a phone's network their bytes would
 * share the bandwidth with the page's styles and largest image, and a script that has arrived
 * before the paint counts for Lighthouse as possibly render-blocking unless it finds the script's
 * evaluation after the paint (it ignores tasks under 10 ms, and the compile hints make most
 * evaluations that short). Inline scripts (Turbopack's bootstrap) stay where they are, ahead of the
 * loader.
 */
export function paintFirstScripts(elements: readonly unknown[], nonce?: string): ReactElement[] {
  const inline: ReactElement[] = [];
  const loaded: LoadedScript[] = [];
  for (const element of elements) {
    if (!isValidElement<ScriptProps>(element)) continue;
    const { src, crossOrigin } = element.props;
    if (element.type !== 'script' || !src) {
      inline.push(element);
      continue;
    }
    loaded.push([src, crossOrigin ?? null]);
  }
  if (loaded.length === 0) return inline;
  return [
    ...inline,
    <script
      key="paint-first-loader"
      nonce={nonce}
      dangerouslySetInnerHTML={{ __html: paintFirstLoader(loaded) }}
    />,
  ];
}
