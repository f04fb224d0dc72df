// uPlot alone, bundled by scripts/build-home.ts into build/home/uplot.js (served at /home/uplot.js), which main.ts
// imports when the page runs: its evaluation is then a task of its own instead of part of the page script's.
export { default } from 'uplot';
