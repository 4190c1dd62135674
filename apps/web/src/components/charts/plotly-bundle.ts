import Plotly from 'plotly.js/lib/core';
import bar from 'plotly.js/lib/bar';
import heatmap from 'plotly.js/lib/heatmap';
import scatter from 'plotly.js/lib/scatter';
import createPlotlyComponent from 'react-plotly.js/factory';

// Only the traces the product draws (ARCHITECTURE §2): the full bundle is several times larger and
// its WebGL traces compile shaders with `new Function`, which the CSP forbids.
Plotly.register([scatter, bar, heatmap] as Parameters<typeof Plotly.register>[0]);

export const Plot = createPlotlyComponent(Plotly);
