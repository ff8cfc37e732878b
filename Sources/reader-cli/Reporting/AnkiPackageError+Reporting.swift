import ReaderEngine

/// A package that is not one, is hostile or is of an unknown version: bad input data (65); I/O 74.
extension AnkiPackageError: ReportableError {}
