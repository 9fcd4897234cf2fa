// The part of autocannon's API the bench uses (the package ships no types).
declare module 'autocannon' {
  export type Histogram = {
    average: number
    mean: number
    stddev: number
    min: number
    max: number
    total: number
    p50: number
    p90: number
    p97_5: number
    p99: number
  }
  export type Result = {
    requests: Histogram
    latency: Histogram
    throughput: Histogram
    duration: number
    errors: number
    timeouts: number
    non2xx: number
    statusCodeStats: Record<string, { count: number }>
  }
  export type Options = {
    url: string
    connections?: number
    duration?: number
    headers?: Record<string, string>
    timeout?: number
  }
  export default function autocannon(options: Options): Promise<Result> & { stop: () => void }
}
