// client.js: the page's side of the worker. The page never searches itself: every request goes to
// the worker (made from dlxWorkerSource, worker-source.js), and Cancel terminates that worker and
// starts a new one, which answers within a few milliseconds whatever the search was doing (no
// shared memory to raise the engine's stop flag without special server headers).
/* global dlxWorkerSource */
/* exported engine */
'use strict';

const engine = (() => {
  let worker = null;
  let workerUrl = null;
  let nextId = 1;
  const pending = new Map(); // id -> { resolve, reject, onProgress }
  const busyListeners = [];
  let busy = 0;

  function setBusy(change) {
    busy += change;
    for (const listener of busyListeners) listener(busy > 0);
  }

  function start() {
    if (!workerUrl) workerUrl = URL.createObjectURL(new Blob([dlxWorkerSource], { type: 'text/javascript' }));
    worker = new Worker(workerUrl);
    const started = performance.now();
    worker.onmessage = (event) => {
      const message = event.data;
      if (message.kind === 'ready') {
        const state = document.getElementById('engine-state');
        state.textContent = message.error
          ? `The engine failed to load: ${message.error}`
          : `Engine ready (${Math.round(performance.now() - started)} ms).`;
        document.body.dataset.ready = message.error ? 'failed' : 'yes';
        return;
      }
      const request = pending.get(message.id);
      if (!request) return;
      if (message.progress) {
        if (request.onProgress) request.onProgress(message.progress);
        return;
      }
      pending.delete(message.id);
      if (request.search) setBusy(-1);
      if (message.error !== undefined) request.reject(new Error(message.error));
      else request.resolve(message.result);
    };
    worker.onerror = (event) => {
      event.preventDefault();
      for (const request of pending.values()) request.reject(new Error(event.message || 'worker error'));
      if ([...pending.values()].some((request) => request.search)) setBusy(-busy);
      pending.clear();
    };
  }

  // Sends a request; search: true marks one that may run long (its Cancel button is enabled
  // meanwhile).
  function ask(message, { onProgress, search = false } = {}) {
    const id = nextId++;
    if (search) setBusy(1);
    return new Promise((resolve, reject) => {
      pending.set(id, { resolve, reject, onProgress, search });
      worker.postMessage({ ...message, id });
    });
  }

  // Terminates the worker (and whatever it was searching) and starts another.
  function cancel() {
    worker.terminate();
    document.body.dataset.ready = 'no';
    for (const request of pending.values()) request.reject(new Error('cancelled'));
    pending.clear();
    if (busy) setBusy(-busy);
    start();
  }

  return {
    start,
    ask,
    cancel,
    onBusy: (listener) => busyListeners.push(listener),
    get busy() {
      return busy > 0;
    },
  };
})();
