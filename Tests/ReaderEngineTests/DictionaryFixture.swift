import Foundation
@testable import ReaderEngine
@testable import ReaderCore
@testable import ReaderPrinters
@testable import ReaderStore

/// The compiled dictionary, mapped once for all dictionary tests.
enum DictionaryFixture {
    static let dictionary: EnglishDictionary = try! EnglishDictionary(location: CaptureFixture.data.location)
}
