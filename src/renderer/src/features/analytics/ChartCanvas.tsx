import { useEffect, useRef } from 'react';
import {
  BarController,
  BarElement,
  CategoryScale,
  Chart,
  Legend,
  LinearScale,
  LineController,
  LineElement,
  PointElement,
  Tooltip,
  type ChartConfiguration,
} from 'chart.js';

// Only the parts these charts draw (Chart.js is tree-shaken): lines, bars, two kinds of scale.
Chart.register(LineController, BarController, LineElement, BarElement, PointElement, CategoryScale, LinearScale, Tooltip, Legend);

/**
 * One Chart.js chart on a canvas. The canvas is an image to assistive technology (its label says
 * what it shows); the numbers are in the table the page puts beside it.
 */
export function ChartCanvas({ config, label, testId }: { config: ChartConfiguration<'line' | 'bar'>; label: string; testId: string }) {
  const canvas = useRef<HTMLCanvasElement>(null);
  useEffect(() => {
    if (!canvas.current) return;
    const chart = new Chart(canvas.current, {
      ...config,
      options: { responsive: true, maintainAspectRatio: false, animation: false, ...config.options },
    });
    return () => chart.destroy();
  }, [config]);
  return (
    <div className="an-chart">
      <canvas ref={canvas} role="img" aria-label={label} data-testid={testId} />
    </div>
  );
}
