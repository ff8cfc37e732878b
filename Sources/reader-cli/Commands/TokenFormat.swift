import ArgumentParser

/// Output formats of `reader tokens`.
enum TokenFormat: String, CaseIterable, ExpressibleByArgument {
    case jsonl
    case tsv
}
