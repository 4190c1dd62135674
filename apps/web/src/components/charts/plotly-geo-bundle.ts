import Plotly from 'plotly.js/lib/core';
import bar from 'plotly.js/lib/bar';
import box from 'plotly.js/lib/box';
import choropleth from 'plotly.js/lib/choropleth';
import scatter from 'plotly.js/lib/scatter';
import createPlotlyComponent from 'react-plotly.js/factory';

// The competitive-intelligence workspace's traces: a US choropleth and box plots beside the usual ones.
// Its own chunk, fetched only when that workspace draws; the map's outline (topojson) is served by the
// app itself (public/topojson), never from Plotly's CDN, which the CSP would block anyway.
Plotly.register([scatter, bar, box, choropleth] as Parameters<typeof Plotly.register>[0]);

export const Plot = createPlotlyComponent(Plotly);
