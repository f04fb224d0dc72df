// The open-data downloads, at stable addresses listed in the index; the list lives with the layout of DATA_DIR.
export { DOWNLOADS, type Download } from '../../core/data-dir.js';
