import Router from 'next/router';

/**
 * After the router shows another page, focus that was on a link inside the page it replaced (a
 * forecast view's tab, a life topic) would be on nothing: the link went with its page, the browser
 * puts focus back on the document's body, and the next Tab starts again at the top of the page.
 * Such focus moves to the new page's main content (`#main`, the skip link's target) without
 * scrolling, so the next Tab continues in the page. Focus still on something (a header link, the
 * search box) stays where it is. Returns the clean-up (an effect of the app).
 */
export function keepFocusAcrossNavigation(): () => void {
  const shown = () => {
    const active = document.activeElement;
    if (active && active !== document.body) return;
    document.getElementById('main')?.focus({ preventScroll: true });
  };
  Router.events.on('routeChangeComplete', shown);
  return () => Router.events.off('routeChangeComplete', shown);
}
