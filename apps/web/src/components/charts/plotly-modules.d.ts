// The partial bundle imports plotly.js's per-trace entry points, which ship no types of their own.
declare module 'plotly.js/lib/core' {
  import Plotly from 'plotly.js';
  export default Plotly;
}
declare module 'plotly.js/lib/bar' {
  const trace: unknown;
  export default trace;
}
declare module 'plotly.js/lib/heatmap' {
  const trace: unknown;
  export default trace;
}
declare module 'plotly.js/lib/scatter' {
  const trace: unknown;
  export default trace;
}
declare module 'plotly.js/lib/box' {
  const trace: unknown;
  export default trace;
}
declare module 'plotly.js/lib/choropleth' {
  const trace: unknown;
  export default trace;
}
