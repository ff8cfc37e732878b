// swift-tools-version: 6.1
// libFuzzer targets (see scripts/fuzz.sh). A package of its own so that
// `swift build`/`swift test` of reader never compile the sanitized copies.
import PackageDescription

let engine: [Target.Dependency] = [
    "FuzzSupport", .product(name: "Tokenizer", package: "reader"), .product(name: "Collocations", package: "reader"),
    .product(name: "ReaderEngine", package: "reader"),
]

let package = Package(
    name: "ReaderFuzz",
    dependencies: [
        .package(name: "reader", path: ".."),
        .package(url: "https://github.com/groue/GRDB.swift", from: "7.10.0"),
    ],
    targets: [
        .target(name: "FuzzSupport"),
        .target(name: "FuzzDocumentSupport", dependencies: ["FuzzSupport", .product(name: "Documents", package: "reader")]),
        .executableTarget(name: "FuzzTokenizer", dependencies: engine),
        .executableTarget(name: "FuzzRenderers", dependencies: engine),
        .executableTarget(name: "FuzzImporters", dependencies: engine + [.product(name: "GRDB", package: "GRDB.swift")]),
        .executableTarget(name: "FuzzPhraseModel", dependencies: engine),
        .executableTarget(name: "FuzzConfig", dependencies: ["FuzzSupport", .product(name: "ReaderEngine", package: "reader")]),
        .executableTarget(name: "FuzzTimeStamp", dependencies: engine),
        .executableTarget(name: "FuzzMarkdown", dependencies: ["FuzzSupport", "FuzzDocumentSupport", .product(name: "Documents", package: "reader")]),
        .executableTarget(name: "FuzzHTML", dependencies: ["FuzzSupport", "FuzzDocumentSupport", .product(name: "Documents", package: "reader")]),
    ]
)
