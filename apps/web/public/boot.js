// Starts the storefront's code on a server-rendered page once the page is drawn and its images are in
// (DESIGN.md §13, decision 036): the first paint waits for no script. The server names the entry and
// the chunks it imports; they are preloaded together so they arrive in one round.
(() => {
  const script = document.currentScript;
  const entry = script?.dataset.entry;
  if (!entry) return;
  const chunks = (script.dataset.chunks ?? '').split(' ').filter(Boolean);
  let started = false;
  const start = () => {
    if (started) return;
    started = true;
    for (const href of chunks) {
      const link = document.createElement('link');
      link.rel = 'modulepreload';
      link.crossOrigin = '';
      link.href = href;
      document.head.append(link);
    }
    import(entry);
  };
  if (document.readyState === 'complete') start();
  else {
    addEventListener('load', start, { once: true });
    // A picture that takes long on a slow line does not keep the page from coming alive.
    setTimeout(start, 2500);
  }
})();
