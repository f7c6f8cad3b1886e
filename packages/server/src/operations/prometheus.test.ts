import { describe, expect, it } from 'vitest';
import { Counter, Histogram, labelText, renderGauge } from './prometheus.js';

describe('the Prometheus text format', () => {
  it('escapes label values', () => {
    expect(labelText({ route: 'a"b\\c\nd' })).toBe('{route="a\\"b\\\\c\\nd"}');
    expect(labelText({})).toBe('');
  });

  it('writes counters, cumulative histogram buckets and gauges', () => {
    const counter = new Counter('x_total', 'Things.');
    counter.inc({ a: '1' });
    counter.inc({ a: '1' }, 2);
    expect(counter.render()).toBe('# HELP x_total Things.\n# TYPE x_total counter\nx_total{a="1"} 3\n');

    const histogram = new Histogram('d_seconds', 'Durations.', [0.1, 1]);
    histogram.observe({}, 0.05);
    histogram.observe({}, 0.5);
    histogram.observe({}, 3);
    const text = histogram.render();
    expect(text).toContain('d_seconds_bucket{le="0.1"} 1\n');
    expect(text).toContain('d_seconds_bucket{le="1"} 2\n');
    expect(text).toContain('d_seconds_bucket{le="+Inf"} 3\n');
    expect(text).toContain('d_seconds_sum 3.55\n');
    expect(text).toContain('d_seconds_count 3\n');

    expect(renderGauge('g', 'A gauge.', [{ labels: { s: 'ok' }, value: 2 }])).toBe(
      '# HELP g A gauge.\n# TYPE g gauge\ng{s="ok"} 2\n',
    );
  });
});
