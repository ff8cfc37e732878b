// swift-tools-version: 6.1
import PackageDescription

let package = Package(
    name: "reader",
    platforms: [.macOS(.v14)],
    products: [
        .executable(name: "reader", targets: ["reader-cli"]),
        .library(name: "Tokenizer", targets: ["Tokenizer"]),
        .library(name: "Collocations", targets: ["Collocations"]),
        .library(name: "ReaderEngine", targets: ["ReaderEngine"]),
        .library(name: "ImmersiveReader", targets: ["ImmersiveReader", "TerminalUI"]),
        // For the Fuzz/ package's Markdown and HTML targets.
        .library(name: "Documents", targets: ["Documents"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
        .package(url: "https://github.com/groue/GRDB.swift", from: "7.10.0"),
        .package(url: "https://github.com/weichsel/ZIPFoundation", from: "0.9.20"),
        .package(url: "https://github.com/hummingbird-project/hummingbird", from: "2.28.1"),
        .package(url: "https://github.com/apple/swift-log", from: "1.16.2"),
        .package(url: "https://github.com/apple/swift-http-types", from: "1.8.0"),
        // Hummingbird's own: `reader serve` bounds its shutdown through the service group.
        .package(url: "https://github.com/swift-server/swift-service-lifecycle", from: "2.13.0"),
    ],
    targets: [
        .systemLibrary(
            name: "CICU",
            pkgConfig: "icu-uc icu-i18n",
            providers: [.apt(["libicu-dev"])]
        ),
        .target(name: "CICUShim", dependencies: ["CICU"]),
        // `reader say`: eSpeak NG behind a shim whose header shows none of its types. The shim loads it on first
        // use (dlopen), so no other command pays for loading it; its header comes from libespeak-ng-dev.
        .target(name: "CSpeech"),
        .target(name: "Speech", dependencies: ["CSpeech"]),
        // Anki's newer packages compress their collection with zstd.
        .systemLibrary(name: "CZstd", pkgConfig: "libzstd", providers: [.apt(["libzstd-dev"])]),
        .target(name: "Tokenizer", dependencies: ["CICUShim", "SeededRandom"]),
        .target(name: "Collocations", dependencies: ["Tokenizer"]),
        // EPUB, HTML, subtitles and Markdown to reading text: libxml2 and cmark behind shims, zip through ZIPFoundation.
        .systemLibrary(
            name: "CXML",
            pkgConfig: "libxml-2.0",
            providers: [.apt(["libxml2-dev"])]
        ),
        .target(name: "CMarkup", dependencies: ["CXML"]),
        // Markdown through cmark, whose parse is linear in its input (issue 46).
        .systemLibrary(name: "CCmark", pkgConfig: "libcmark", providers: [.apt(["libcmark-dev"])]),
        .target(name: "CMarkdown", dependencies: ["CCmark"]),
        .target(name: "Documents", dependencies: ["CMarkup", "CMarkdown", "ZIPFoundation"]),
        // The one seeded generator: the review scheduler's fuzz, and the property tests' cases.
        .target(name: "SeededRandom"),
        // The engine, in targets the compiler keeps apart: the core (records, data, dictionary, levels,
        // annotation, capture, review scheduling, text primitives), the printers (every output format and the
        // terminal's rendering), the store (the only importer of GRDB, ZIP and zstd), and on top the
        // workflows that join them (the reading and review sessions), which re-export the rest.
        .target(name: "ReaderCore", dependencies: ["Tokenizer", "Collocations", "SeededRandom"]),
        // The click-card script and style of `read --format html`, compiled in (printers read no file).
        .target(name: "ReaderPrinters", dependencies: ["ReaderCore", "Tokenizer", "Collocations"],
                resources: [.embedInCode("Web/cards.js"), .embedInCode("Web/cards.css")]),
        .target(
            name: "ReaderStore",
            dependencies: [
                "ReaderCore", "Tokenizer", "CZstd", .product(name: "GRDB", package: "GRDB.swift"),
                // The vocabulary snapshot reads columns through SQLite's C API.
                .product(name: "GRDBSQLite", package: "GRDB.swift"),
                // Anki packages (.apkg, .colpkg) are zip archives.
                .product(name: "ZIPFoundation", package: "ZIPFoundation"),
            ]
        ),
        .target(name: "ReaderEngine", dependencies: ["ReaderCore", "ReaderPrinters", "ReaderStore", "Tokenizer"]),
        // `reader open`: the terminal layer over termios (its signal handlers in C), and the reader's model and frames.
        .target(name: "CTerminal"),
        .target(name: "TerminalUI", dependencies: ["CTerminal"]),
        .target(name: "ImmersiveReader", dependencies: ["ReaderEngine", "Tokenizer", "Collocations", "TerminalUI"]),
        // `reader serve`: the browser face of the engine (routes parse requests and call the engine; no logic of its own).
        .target(
            name: "ReaderServer",
            dependencies: ["ReaderEngine", "Documents", "Tokenizer", "Collocations",
                           .product(name: "Hummingbird", package: "hummingbird"), .product(name: "Logging", package: "swift-log"),
                           .product(name: "HTTPTypes", package: "swift-http-types"),
                           .product(name: "ServiceLifecycle", package: "swift-service-lifecycle")],
            // The browser's scripts and stylesheet, served from the bundle (WebAssets).
            resources: [.copy("Web")]
        ),
        .executableTarget(
            name: "reader-cli",
            dependencies: [
                "ReaderEngine", "ImmersiveReader", "TerminalUI", "Speech", "Documents", "ReaderServer", "Tokenizer", "Collocations",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        .testTarget(name: "TokenizerTests", dependencies: ["Tokenizer", "SeededRandom"]),
        .testTarget(name: "CollocationTests", dependencies: ["Collocations", "Tokenizer", "SeededRandom"]),
        .testTarget(
            name: "ReaderEngineTests",
            dependencies: ["ReaderEngine", "ReaderCore", "ReaderPrinters", "ReaderStore", "Tokenizer", "Collocations", "SeededRandom",
                           // Hostile Anki packages are built in the tests.
                           .product(name: "ZIPFoundation", package: "ZIPFoundation")]
        ),
        .testTarget(
            name: "CLITests",
            dependencies: ["ReaderEngine",
                           // The sounds inside an exported .apkg are read in the tests.
                           .product(name: "ZIPFoundation", package: "ZIPFoundation")]
        ),
        .testTarget(name: "SpeechTests", dependencies: ["Speech"]),
        .testTarget(
            name: "DocumentsTests",
            dependencies: ["Documents",
                           // Hostile EPUBs are built in the tests.
                           .product(name: "ZIPFoundation", package: "ZIPFoundation")]
        ),
        .testTarget(
            name: "ReaderServerTests",
            dependencies: [
                "ReaderServer", "ReaderEngine", "ReaderCore", "ReaderPrinters", "ReaderStore", "Documents", "Tokenizer",
                .product(name: "Hummingbird", package: "hummingbird"),
                .product(name: "HummingbirdTesting", package: "hummingbird"),
                // A store is given hostile times through SQL in the tests.
                .product(name: "GRDB", package: "GRDB.swift"),
            ]
        ),
        .testTarget(
            name: "ImmersiveReaderTests",
            dependencies: ["ImmersiveReader", "TerminalUI", "ReaderEngine", "ReaderCore", "ReaderPrinters", "ReaderStore", "Tokenizer"]
        ),
    ]
)
