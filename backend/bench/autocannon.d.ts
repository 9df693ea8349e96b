// The part of autocannon's API the benchmark uses (the package ships no types).
declare module 'autocannon' {
  interface AutocannonOptions {
    url: string;
    connections?: number;
    duration?: number;
    headers?: Record<string, string>;
  }
  interface Histogram {
    average: number;
    p50: number;
    p99: number;
  }
  interface AutocannonResult {
    requests: Histogram & { total: number };
    latency: Histogram;
    errors: number;
    non2xx: number;
    timeouts: number;
  }
  function autocannon(options: AutocannonOptions): Promise<AutocannonResult>;
  export = autocannon;
}
