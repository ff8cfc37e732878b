import Benchmark

// Filled in by the issue that owns this area.
let benchmarks: @Sendable () -> Void = {}
