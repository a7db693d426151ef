// board.js: draws a sudoku grid of any shape from the engine's SudokuShape (sudoku.shape): boxes
// and jigsaw regions by thick borders, diagonals and windoku boxes shaded, killer cages dotted
// inside their cells with each sum in the top-left corner of the cage's first cell (in reading
// order), as `sudoku --draw` frames them. Each cell is a gridcell named for screen readers
// ("row 3, column 5, 7, given"); its marks are a small grid of symbols inside it. A step of an
// explanation or a hint is drawn over it: the pattern's cells and units highlighted, the placed
// symbol, the candidates removed struck out in red and the pattern's own in green.
/* exported Board */
'use strict';

class Board {
  constructor(element) {
    this.element = element;
    this.cells = [];
    this.shape = null;
  }

  // Builds the cells of a new shape; onCell(cell index, event) for clicks.
  build(shape, onCell) {
    const n = shape.side;
    this.shape = shape;
    this.element.replaceChildren();
    // The side on the grid's column, whose width and digit pad follow it.
    (this.element.parentElement || this.element).style.setProperty('--n', n);
    this.element.style.setProperty('--k', Math.ceil(Math.sqrt(n)));
    this.element.classList.toggle('large', n > 9);
    const region = (cell) => (shape.regions ? shape.regions[cell] : 0);
    const shaded = new Map();
    for (const unit of shape.units) {
      const kind = { diagonal: 'diagonal', 'anti-diagonal': 'diagonal', 'windoku box': 'window', region: 'window' }[unit.kind];
      if (kind) for (const cell of unit.cells) shaded.set(cell, kind);
    }
    const cageOf = new Map();
    shape.cages.forEach((cage, k) => cage.cells.forEach((cell) => cageOf.set(cell, k)));
    // Pairs of cells that differ (a header's different: lines), tagged a, b, ... in a corner;
    // anti-king and anti-knight, whose pairs are everywhere, are said under the grid instead.
    const tags = new Map();
    const everywhere = shape.variants.some((v) => v === 'anti-king' || v === 'anti-knight');
    if (!everywhere && shape.pairs.length <= 26)
      shape.pairs.forEach(([a, b], k) => {
        const tag = String.fromCharCode(97 + k);
        for (const cell of [a, b]) tags.set(cell, `${tags.has(cell) ? `${tags.get(cell)},` : ''}${tag}`);
      });
    this.cells = [];
    for (let r = 0; r < n; r++) {
      const row = document.createElement('div');
      row.setAttribute('role', 'row');
      row.className = 'board-row';
      for (let c = 0; c < n; c++) {
        const index = r * n + c;
        const cell = document.createElement('div');
        cell.setAttribute('role', 'gridcell');
        cell.tabIndex = -1;
        cell.dataset.cell = index;
        const classes = ['cell'];
        if (c + 1 < n && shape.regions && region(index) !== region(index + 1)) classes.push('edge-right');
        if (r + 1 < n && shape.regions && region(index) !== region(index + n)) classes.push('edge-bottom');
        if (shaded.has(index)) classes.push(shaded.get(index));
        cell.className = classes.join(' ');
        if (cageOf.has(index)) this.drawCage(cell, index, cageOf);
        if (tags.has(index)) {
          const tag = document.createElement('span');
          tag.className = 'pair-tag';
          tag.textContent = `≠${tags.get(index)}`;
          tag.setAttribute('aria-hidden', 'true');
          cell.append(tag);
          cell.dataset.pair = tags.get(index);
        }
        const content = document.createElement('span');
        content.className = 'content';
        cell.append(content);
        cell.addEventListener('mousedown', (event) => onCell(index, event));
        row.append(cell);
        this.cells.push(cell);
      }
      this.element.append(row);
    }
  }

  // A cage: a dotted frame inset in the cell, open towards the neighbours of the same cage, and the
  // sum in its first cell.
  drawCage(cell, index, cageOf) {
    const n = this.shape.side;
    const k = cageOf.get(index);
    const same = (other) => cageOf.get(other) === k;
    const r = Math.floor(index / n);
    const c = index % n;
    const frame = document.createElement('span');
    frame.className = 'cage';
    frame.setAttribute('aria-hidden', 'true');
    const sides = { top: r > 0 && same(index - n), bottom: r + 1 < n && same(index + n),
      left: c > 0 && same(index - 1), right: c + 1 < n && same(index + 1) };
    for (const [side, open] of Object.entries(sides)) frame.classList.add(open ? `open-${side}` : `closed-${side}`);
    cell.append(frame);
    const cage = this.shape.cages[k];
    if (Math.min(...cage.cells) === index) {
      const sum = document.createElement('span');
      sum.className = 'cage-sum';
      sum.textContent = cage.sum;
      sum.setAttribute('aria-hidden', 'true');
      cell.append(sum);
    }
  }

  // Paints the grid. view: { values, givens, selected, conflicts (Set), marks (cell -> symbols
  // or null), overlay: { units, pattern, flagged (Sets of cells), target, symbol, removed (Map
  // cell -> Set of symbols), symbols (Set: the pattern's) } or null }.
  paint(view) {
    const shape = this.shape;
    const n = shape.side;
    const overlay = view.overlay || {};
    const write = (symbol) => shape.symbols[symbol - 1];
    const selectedValue = view.selected >= 0 ? view.values[view.selected] : 0;
    this.cells.forEach((cell, index) => {
      const value = view.values[index];
      const given = view.givens[index] !== 0;
      const target = overlay.target === index;
      const content = cell.querySelector('.content');
      cell.classList.toggle('given', given);
      cell.classList.toggle('entry', value !== 0 && !given);
      cell.classList.toggle('conflict', view.conflicts.has(index));
      cell.classList.toggle('selected', view.selected === index);
      cell.classList.toggle('same', selectedValue !== 0 && value === selectedValue && view.selected !== index);
      cell.classList.toggle('unit', Boolean(overlay.units && overlay.units.has(index)));
      cell.classList.toggle('pattern', Boolean(overlay.pattern && overlay.pattern.has(index)));
      cell.classList.toggle('flagged', Boolean(overlay.flagged && overlay.flagged.has(index)));
      cell.classList.toggle('target', target);
      cell.tabIndex = index === Math.max(view.selected, 0) ? 0 : -1;
      const removed = (overlay.removed && overlay.removed.get(index)) || null;
      let label = `row ${Math.floor(index / n) + 1}, column ${(index % n) + 1}, `;
      if (value !== 0) {
        content.className = 'content value';
        content.textContent = write(value);
        label += `${write(value)}${given ? ', given' : ''}`;
      } else if (target) {
        content.className = 'content value placed';
        content.textContent = write(overlay.symbol);
        label += `empty, the step places ${write(overlay.symbol)}`;
      } else {
        const marks = view.marks(index);
        content.className = 'content';
        content.replaceChildren();
        if (marks && marks.length) {
          content.className = 'content marks';
          const shown = new Set(marks);
          for (let symbol = 1; symbol <= n; symbol++) {
            const mark = document.createElement('span');
            mark.className = 'mark';
            mark.setAttribute('aria-hidden', 'true');
            if (shown.has(symbol)) {
              mark.textContent = write(symbol);
              mark.dataset.symbol = symbol;
              if (removed && removed.has(symbol)) mark.classList.add('removed');
              else if (overlay.symbols && overlay.symbols.has(symbol) && overlay.pattern && overlay.pattern.has(index))
                mark.classList.add('pattern-symbol');
            }
            // Spaces between the marks, so that the text read is the list the label names.
            content.append(mark, ' ');
          }
          label += `empty, candidates ${marks.map(write).join(' ')}`;
          if (removed) label += `, the step removes ${[...removed].map(write).join(' ')}`;
        } else label += 'empty';
      }
      if (cell.dataset.pair) label += `, differs from the other cell of pair ${cell.dataset.pair}`;
      if (view.conflicts.has(index)) label += ', conflict';
      if (overlay.flagged && overlay.flagged.has(index)) label += ', flagged by the hint';
      cell.setAttribute('aria-label', label);
    });
    // The grid's values as text, one row a line (for copying and for the tests).
    this.element.dataset.values = Array.from({ length: n }, (_, r) =>
      view.values.slice(r * n, r * n + n).map((v) => (v ? write(v) : '.')).join(shape.spaced ? ' ' : '')
    ).join('\n');
  }

  focus(index) {
    if (this.cells[index]) this.cells[index].focus();
  }
}
