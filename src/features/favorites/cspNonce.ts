/**
 * The page's Content-Security-Policy nonce, for code that adds its own `<style>` elements (the
 * drag-and-drop library). The server puts the request's nonce on the document's scripts
 * (pages/_document.tsx); browsers then hide the attribute's value (`getAttribute` answers '', so
 * neither CSS selectors nor injected markup can read it) but keep it in the element's `nonce`
 * property, which is read here. Undefined during server rendering or on a page without one.
 */
export function pageNonce(): string | undefined {
  if (typeof document === 'undefined') return undefined;
  const script = document.querySelector<HTMLScriptElement>('script[nonce]');
  if (!script) return undefined;
  return script.nonce || script.getAttribute('nonce') || undefined;
}
