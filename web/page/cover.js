// cover.js: the "Exact cover" tab: a problem in Knuth's format counted or listed by the worker,
// with a progress bar, a limit, a timeout, and Cancel beside the buttons.
/* global engine, dlxExamples */
'use strict';

(() => {
  const $ = (id) => document.getElementById(id);

  async function cover(kind) {
    const limit = Number($('cover-limit').value) || 0;
    const timeout = Number($('cover-timeout').value) || 0;
    const progress = $('cover-progress');
    progress.value = 0;
    $('cover-output').textContent = '';
    $('cover-status').textContent = kind === 'cover-count' ? 'Counting…' : 'Listing…';
    try {
      const result = await engine.ask({ kind, knuth: $('knuth').value, limit, timeout }, {
        search: true,
        onProgress: (report) => {
          if (report.fractionDone !== undefined) progress.value = report.fractionDone;
          $('cover-status').textContent = `${report.solutions} solutions so far` +
            (report.nodes !== undefined ? `, ${report.nodes} nodes` : '') + '…';
        },
      });
      progress.value = result.complete ? 1 : progress.value;
      const count = result.complete ? `${result.count}` : `at least ${result.count}`;
      const stopped = result.complete ? '' : ` (stopped by the ${result.stoppedBy}: the count is partial)`;
      $('cover-status').textContent =
        `${count} solution${result.count === '1' ? '' : 's'}${stopped}, ${result.nodes} nodes, ${Math.round(result.milliseconds)} ms.`;
      if (result.solutions)
        $('cover-output').textContent = result.solutions
          .map((solution, k) => `solution ${k + 1}:\n  ${solution.join('\n  ')}`)
          .join('\n') + (Number(result.count) > result.solutions.length ? '\n…' : '');
    } catch (error) {
      if (error.message !== 'cancelled') $('cover-status').textContent = `Error: ${error.message}`;
    }
  }

  for (const example of dlxExamples) {
    const option = document.createElement('option');
    option.value = example.name;
    option.textContent = example.name.replace(/\.dlx$/, '').replace(/-/g, ' ');
    $('cover-example').append(option);
  }
  $('cover-example').addEventListener('change', () => {
    const example = dlxExamples.find((e) => e.name === $('cover-example').value);
    if (example) $('knuth').value = example.text;
  });
  $('cover-count').addEventListener('click', () => cover('cover-count'));
  $('cover-list').addEventListener('click', () => cover('cover-list'));
  $('cover-cancel').addEventListener('click', () => {
    const clicked = performance.now();
    engine.cancel();
    const answered = performance.now() - clicked;
    $('cover-status').textContent = `Cancelled (the page answered in ${Math.round(answered)} ms).`;
  });
  engine.onBusy((busy) => {
    $('cover-cancel').disabled = !busy;
    $('cover-count').disabled = busy;
    $('cover-list').disabled = busy;
  });
})();
