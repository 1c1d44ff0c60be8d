// Starts the storefront's code on a server-rendered page once the page is drawn and its images are in
// (DESIGN.md §13, decision 036): the first paint waits for no script. The server names the entry, the
// chunks it imports and the page's catalogues; they are all preloaded before the entry is imported, so
// they arrive in one round.
(() => {
  const script = document.currentScript;
  const entry = script?.dataset.entry;
  if (!entry) return;
  const chunks = (script.dataset.chunks ?? '').split(' ').filter(Boolean);
  // The page's translation catalogues: fetched as the code will fetch them, so it finds them ready.
  const fetches = (script.dataset.fetch ?? '').split(' ').filter(Boolean);
  let started = false;
  // One preload link a task: on a phone each took 2–3 ms, and the dozen of them one long task.
  const preload = (index) => {
    if (index === chunks.length) {
      import(entry);
      return;
    }
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.crossOrigin = '';
    link.href = chunks[index];
    document.head.append(link);
    setTimeout(() => preload(index + 1), 0);
  };
  const start = () => {
    if (started) return;
    started = true;
    for (const href of fetches) {
      const link = document.createElement('link');
      link.rel = 'preload';
      link.as = 'fetch';
      link.crossOrigin = 'anonymous';
      link.href = href;
      document.head.append(link);
    }
    preload(0);
  };
  const loaded = new Promise((resolve) => {
    if (document.readyState === 'complete') resolve();
    else addEventListener('load', resolve, { once: true });
  });
  // `load` can come before the first paint (a page heavy to lay out, such as Arabic text): the code's
  // downloads would then share the line with what is being drawn.
  const painted = new Promise((resolve) => {
    const paintTimed = globalThis.PerformanceObserver?.supportedEntryTypes?.includes('paint');
    if (!paintTimed) return resolve();
    new PerformanceObserver((list, observer) => {
      if (!list.getEntries().some((e) => e.name === 'first-contentful-paint')) return;
      observer.disconnect();
      resolve();
    }).observe({ type: 'paint', buffered: true });
  });
  // The pictures that `load` waited for are drawn in the next frame: start once it is painted.
  Promise.all([loaded, painted]).then(() => requestAnimationFrame(() => setTimeout(start, 0)));
  // A picture that takes long on a slow line, or a tab in the background (it paints nothing until
  // shown), does not keep the page from coming alive.
  setTimeout(start, 2500);
})();
