// Prepended (emcc --pre-js) to the commands built for Node (make wasm-commands): emscripten's raw
// Node file system marks standard input, output and error as terminals whatever they are, so
// isatty() would say "terminal" for a pipe and the commands would turn on what they keep for a
// person at a terminal (dlx's progress line). This asks Node what each stream really is.
Module['onRuntimeInitialized'] = function () {
  var tty = require('tty');
  for (var fd = 0; fd < 3; fd++) {
    if (FS.streams[fd]) FS.streams[fd].tty = tty.isatty(fd);
  }
};
