// swift-tools-version: 6.1
import PackageDescription

// Benchmarks live in their own package so `swift build` / `swift test` of the
// main package stay fast. Run: `cd Benchmarks && swift package benchmark`.
let areas = ["TokenizerBenchmarks", "StoreBenchmarks", "AnnotationBenchmarks", "CollocationBenchmarks", "DifficultyBenchmarks",
             "ReaderFrameBenchmarks",
             "ReviewBenchmarks",
             "ColdStartBenchmarks"]

let package = Package(
    name: "reader-benchmarks",
    platforms: [.macOS(.v14)],
    dependencies: [
        .package(path: "reader-package"),
        .package(url: "https://github.com/ordo-one/benchmark", from: "1.38.1", traits: ["MallocInterposer"]),
    ],
    targets: [
        // What the benchmark areas share: the bench text and the Corpora location.
        .target(name: "BenchmarkSupport", path: "Benchmarks/BenchmarkSupport"),
    ] + areas.map { name in
        .executableTarget(
            name: name,
            dependencies: [
                "BenchmarkSupport",
                .product(name: "Benchmark", package: "benchmark"),
                .product(name: "Tokenizer", package: "reader-package"),
                .product(name: "Collocations", package: "reader-package"),
                .product(name: "ReaderEngine", package: "reader-package"),
                .product(name: "ImmersiveReader", package: "reader-package"),
            ],
            path: "Benchmarks/\(name)",
            plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]
        )
    }
)
