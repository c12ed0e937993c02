// One Chart.js chart on a canvas, an image named by the chart's caption. Only the pieces the insights
// use are registered, so the chunk carries no other chart types (docs/decisions/120-owner-insights.md).
import {
  BarController,
  BarElement,
  CategoryScale,
  Chart,
  type ChartConfiguration,
  Legend,
  LinearScale,
  LineController,
  LineElement,
  PointElement,
  Tooltip,
} from 'chart.js';
import { useEffect, useRef } from 'react';

Chart.register(BarController, BarElement, CategoryScale, LinearScale, LineController, LineElement);
Chart.register(PointElement, Tooltip, Legend);

/**
 * Colours with at least 4.5:1 contrast on the white page (WCAG's 3:1 for graphics, with room to
 * spare), told apart by more than hue: bars are filled, the line is dashed with round points.
 */
export const CHART_COLOURS = ['#0f5f5a', '#9a4a05', '#1d4ed8', '#7e22ce', '#374151', '#b91c1c'] as const;

Chart.defaults.color = '#1f2937';

export type ChartConfig = ChartConfiguration<'bar' | 'line', number[], string>;

export function ChartCanvas({ config, label, height = 256 }: { config: ChartConfig; label: string; height?: number }) {
  const canvasRef = useRef<HTMLCanvasElement>(null);
  // The chart is drawn anew when its settings change, not when a render makes an equal object; Chart.js
  // gets its own copy (it writes into the settings it is given).
  const settings = JSON.stringify(config);
  useEffect(() => {
    const canvas = canvasRef.current;
    if (!canvas) return;
    // A canvas does not inherit the page's fonts: give it the page's own (Bangla and ৳ included).
    Chart.defaults.font.family = getComputedStyle(canvas).fontFamily;
    const drawn = JSON.parse(settings) as ChartConfig;
    const chart = new Chart(canvas, {
      ...drawn,
      options: { responsive: true, maintainAspectRatio: false, animation: false, ...drawn.options },
    });
    return () => chart.destroy();
  }, [settings]);
  return (
    <div className="relative w-full" style={{ height }}>
      <canvas ref={canvasRef} role="img" aria-label={label} data-chart-drawn="true" />
    </div>
  );
}
