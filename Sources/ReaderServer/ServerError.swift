import Hummingbird
import ReaderEngine

/// A request the server refuses or cannot serve: a status and one line that says why.
enum ServerError: Error, Equatable {
    case badRequest(String)
    case forbidden(String)
    case notFound(String)
    case conflict(String)
    case tooLarge(String)
    /// The client sent its request too slowly.
    case timeout(String)
    case unreadable(String)
    /// The store is busy, or a file the server needs cannot be written: try again later.
    case unavailable(String)
    /// The store cannot be used (damaged, read-only, newer) or the server failed: not the request's fault.
    case failed(String)

    var status: HTTPResponse.Status {
        switch self {
        case .badRequest: .badRequest
        case .forbidden: .forbidden
        case .notFound: .notFound
        case .conflict: .conflict
        case .tooLarge: .contentTooLarge
        case .timeout: .requestTimeout
        case .unreadable: .unprocessableContent
        case .unavailable: .serviceUnavailable
        case .failed: .internalServerError
        }
    }

    var message: String {
        switch self {
        case .badRequest(let text), .forbidden(let text), .notFound(let text), .conflict(let text), .tooLarge(let text),
             .timeout(let text), .unreadable(let text), .unavailable(let text), .failed(let text):
            text
        }
    }
}

extension ServerError {
    /// A store error as the browser gets it: what the request asked for that cannot be stored is the client's
    /// (400, a deck or card it names that is gone 404), a busy store 503, a store that cannot be used 500.
    init(_ error: StoreError) {
        switch error {
        case .invalidTerm, .unstorableText, .invalidDeck: self = .badRequest(error.description)
        case .unknownDeck, .missingCard: self = .notFound(error.description)
        case .malformedImport: self = .unreadable(error.description)
        case .busy: self = .unavailable(error.description)
        case .corrupt, .foreignDatabase, .newerSchema, .readOnly, .cannotCreate, .notARegularFile, .io, .unreadable:
            self = .failed(error.description)
        }
    }
}
