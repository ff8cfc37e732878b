import Benchmark
import Tokenizer

let benchmarks: @Sendable () -> Void = {
    Benchmark("noop") { _ in blackHole(1) }
}
